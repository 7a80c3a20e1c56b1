# The fuzz targets (fuzz/<target>_fuzz.cpp), shared by the replay tests of the
# plain builds and the libFuzzer binaries of the sanitizer build (FIRM_FUZZ=ON).
set(FIRM_FUZZ_TARGETS intake_validation lead_filter path accept_encoding cookies csv email
                      request_gate)

# The inputs a target's replay runs: its corpus and, when there are any, the
# crash inputs kept in fuzz/regressions/<target>.
function(firm_fuzz_inputs fuzz_dir target out_var)
  set(inputs "${fuzz_dir}/corpus/${target}")
  if(EXISTS "${fuzz_dir}/regressions/${target}")
    list(APPEND inputs "${fuzz_dir}/regressions/${target}")
  endif()
  set(${out_var} "${inputs}" PARENT_SCOPE)
endfunction()
