# The two commands: `make run` (the main job) and `make test` (every test).
BUILD ?= build
CMAKE_FLAGS ?=
JOBS ?= 2

.PHONY: all build run test install clean tables readme

all: build

build:
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release $(CMAKE_FLAGS) >/dev/null
	@cmake --build $(BUILD) -j $(JOBS) -- --no-print-directory

# make run: the benchmark (a progress bar on stderr), its first screen on the
# terminal — each KEM's cycles, each ring's fastest multiplier — and the whole
# report in report/bench.md (.json, .svg), then a KEM round trip from the shell.
run:
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release $(CMAKE_FLAGS) >/dev/null
	@echo "Building the pqpoly tool (log: $(BUILD)/run-build.log) ..." >&2
	@cmake --build $(BUILD) -j $(JOBS) --target pqpoly_tool > $(BUILD)/run-build.log 2>&1 || \
	  { cat $(BUILD)/run-build.log; exit 1; }
	@mkdir -p report
	@./$(BUILD)/pqpoly bench --quick --md report/bench.md --json report/bench.json --svg report/bench.svg
	@echo "Detail (every multiplier, its stages, the papers' figures, stack): report/bench.md"
	@echo "Chart: report/bench.svg; every figure as data: report/bench.json."
	@echo
	@tools/run/kem_roundtrip.sh ./$(BUILD)/pqpoly sntrup761

test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

# make install [PREFIX=/usr/local]: library (shared and static), headers, tool
# and pkg-config file.  The prefix is given to the install step only, so the
# build is not reconfigured and a later install without PREFIX goes to the
# default again (the pkg-config file finds its prefix from where it lies).
PREFIX ?= /usr/local
install:
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release $(CMAKE_FLAGS) >/dev/null
	@cmake --build $(BUILD) -j $(JOBS) --target pqpoly pqpoly_shared pqpoly_tool -- --no-print-directory
	cmake --install $(BUILD) --prefix "$(PREFIX)"

tables:
	python3 tools/gen_tables.py

# Refresh README's scheme and multiplier tables from this build and report/bench.json.
readme: build
	python3 tools/update_readme.py ./$(BUILD)/pqpoly report/bench.json

clean:
	rm -rf $(BUILD)
