# mlir_import_bench: StableHLO importer speed (MB/s, ops/s) and peak RSS on
# the shared model exports and a generated 1M-op module. Included by
# bench/CMakeLists.txt.
add_executable(mlir_import_bench ${CMAKE_CURRENT_LIST_DIR}/mlir_import_bench.cc)
target_link_libraries(mlir_import_bench PRIVATE tpusim_hlo_mlir absl::strings)
