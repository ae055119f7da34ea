# lint_bench: time of `tpusim lint` (parse, every rule, text rendering) on the
# shared Llama 3.1 8B train step; target < 1 s. Included by bench/CMakeLists.txt.
add_executable(lint_bench ${CMAKE_CURRENT_LIST_DIR}/lint_bench.cc)
target_link_libraries(lint_bench PRIVATE tpusim_compat tpusim_hlo_text absl::strings)
