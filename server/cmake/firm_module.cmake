# One static library per server module (src/<name>/), with the modules it may
# use declared. Two things follow from the declaration:
# - the library links only those modules (and, through them, theirs);
# - a check runs before the module compiles: every `#include "<module>/..."` in
#   src/<name>/ (sources, headers and tests) must name the module itself or one
#   of its declared dependencies, declared ones' own dependencies included, so
#   an include that runs the wrong way (http/ using intake/) fails the build.
# The allowed directions are drawn in docs/architecture.md ("Module map").
#
# Its sources are src/<name>/*.cpp but the tests (*_test.cpp) and a main.cpp, plus any SOURCES given
# (generated files).
#
#   firm_module(NAME http DEPENDS common SOURCES ... PUBLIC_LIBS ... PRIVATE_LIBS ...)
set(FIRM_MODULE_CHECK_SCRIPT "${CMAKE_CURRENT_LIST_DIR}/check_module_includes.cmake")

function(firm_module)
  cmake_parse_arguments(M "" "NAME" "DEPENDS;SOURCES;PUBLIC_LIBS;PRIVATE_LIBS" ${ARGN})
  set(target firm_${M_NAME})
  file(GLOB module_sources CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/src/${M_NAME}/*.cpp")
  list(FILTER module_sources EXCLUDE REGEX "(_test|/main)\\.cpp$")
  add_library(${target} STATIC ${module_sources} ${M_SOURCES})
  target_include_directories(${target} PUBLIC "${CMAKE_CURRENT_SOURCE_DIR}/src")
  target_compile_options(${target} PRIVATE ${FIRM_WARNINGS})
  set(allowed ${M_NAME})
  foreach(dep IN LISTS M_DEPENDS)
    if(NOT TARGET firm_${dep})
      message(FATAL_ERROR "module ${M_NAME}: dependency ${dep} must be declared before it")
    endif()
    target_link_libraries(${target} PUBLIC firm_${dep})
    get_property(dep_allowed GLOBAL PROPERTY FIRM_MODULE_ALLOWED_${dep})
    list(APPEND allowed ${dep_allowed})
  endforeach()
  list(REMOVE_DUPLICATES allowed)
  set_property(GLOBAL PROPERTY FIRM_MODULE_ALLOWED_${M_NAME} "${allowed}")
  set_property(GLOBAL APPEND PROPERTY FIRM_MODULES ${M_NAME})
  target_link_libraries(${target} PUBLIC ${M_PUBLIC_LIBS} PRIVATE ${M_PRIVATE_LIBS})
  # common sits below http and lacks the definitions RESTinio brings, so it compiles without.
  if(NOT M_NAME STREQUAL "common")
    firm_precompile(${target})
  endif()

  file(GLOB module_files CONFIGURE_DEPENDS
       "${CMAKE_CURRENT_SOURCE_DIR}/src/${M_NAME}/*.cpp"
       "${CMAKE_CURRENT_SOURCE_DIR}/src/${M_NAME}/*.hpp")
  set(stamp "${CMAKE_CURRENT_BINARY_DIR}/module-includes/${M_NAME}.ok")
  # Lists travel to the script joined with "|" (a ";" would split the argument).
  string(REPLACE ";" "|" allowed_arg "${allowed}")
  string(REPLACE ";" "|" modules_arg "${FIRM_MODULE_NAMES}")
  string(REPLACE ";" "|" files_arg "${module_files}")
  add_custom_command(
    OUTPUT "${stamp}"
    COMMAND "${CMAKE_COMMAND}" "-DMODULE=${M_NAME}" "-DALLOWED=${allowed_arg}"
            "-DMODULES=${modules_arg}" "-DFILES=${files_arg}" "-DSTAMP=${stamp}"
            -P "${FIRM_MODULE_CHECK_SCRIPT}"
    DEPENDS ${module_files} "${FIRM_MODULE_CHECK_SCRIPT}"
    COMMENT "Checking the include direction of module ${M_NAME}"
    VERBATIM)
  add_custom_target(${target}_includes DEPENDS "${stamp}")
  add_dependencies(${target} ${target}_includes)
endfunction()
