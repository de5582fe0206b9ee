# The two commands: `make run` (the main job) and `make test` (every test).
BUILD ?= build
CMAKE_FLAGS ?=
JOBS ?= 2

.PHONY: all build run test install clean tables

all: build

build:
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release $(CMAKE_FLAGS) >/dev/null
	@cmake --build $(BUILD) -j $(JOBS) -- --no-print-directory

run: build
	./$(BUILD)/pqpoly list
	./$(BUILD)/pqpoly check --count 10

test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

# make install [PREFIX=/usr/local]: library, headers, tool and pkg-config file.
install:
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release $(if $(PREFIX),-DCMAKE_INSTALL_PREFIX=$(PREFIX),) $(CMAKE_FLAGS) >/dev/null
	@cmake --build $(BUILD) -j $(JOBS) -- --no-print-directory
	cmake --install $(BUILD)

tables:
	python3 tools/gen_tables.py

clean:
	rm -rf $(BUILD)
