//! Never built: the manifest only names the crates to fetch.
