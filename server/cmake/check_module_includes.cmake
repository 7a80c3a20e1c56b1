# Run by firm_module's check (cmake -P): fails when a file of MODULE includes a
# header of a module outside ALLOWED. MODULES lists every module name, so
# includes of other project folders (tests/support) and of libraries pass.
cmake_minimum_required(VERSION 3.25)
string(REPLACE "|" ";" ALLOWED "${ALLOWED}")
string(REPLACE "|" ";" MODULES "${MODULES}")
string(REPLACE "|" ";" FILES "${FILES}")
set(wrong "")
foreach(file IN LISTS FILES)
  file(STRINGS "${file}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"[a-z_]+/")
  foreach(line IN LISTS lines)
    string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([a-z_]+)/.*" "\\1" used "${line}")
    if(used IN_LIST MODULES AND NOT used IN_LIST ALLOWED)
      string(APPEND wrong "\n  ${file}: ${line}")
    endif()
  endforeach()
endforeach()
if(wrong)
  string(REPLACE ";" ", " ALLOWED "${ALLOWED}")
  message(FATAL_ERROR "module ${MODULE} may include only ${ALLOWED}; these includes run the "
                      "wrong way (see docs/architecture.md, Module map):${wrong}")
endif()
file(WRITE "${STAMP}" "ok\n")
