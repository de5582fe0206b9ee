# Install rules of the Python wheel (python/pyproject.toml): component
# "python" only, so the wheel holds nothing of the ordinary install.  The
# bindings load libpqpoly.so with ctypes from their own folder (one file, no
# SONAME symlinks: a wheel cannot carry links), and run the pqpoly tool from
# pqpoly/bin for the benchmark.
install(FILES $<TARGET_FILE:pqpoly_shared> DESTINATION pqpoly RENAME libpqpoly.so COMPONENT python)
install(PROGRAMS $<TARGET_FILE:pqpoly_tool> DESTINATION pqpoly/bin COMPONENT python)
