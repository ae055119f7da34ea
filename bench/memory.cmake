# memory_bench: time and peak RSS of `tpusim memory`'s core on the shared
# Llama 3.1 8B dump and on generated modules up to 1M instructions; targets
# < 1 s and < 2 s on one core. Included by bench/CMakeLists.txt.
add_executable(memory_bench ${CMAKE_CURRENT_LIST_DIR}/memory_bench.cc)
target_link_libraries(memory_bench PRIVATE tpusim_memory tpusim_hlo_text tpusim_tpu_model
                      absl::strings)
