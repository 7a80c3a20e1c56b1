# Run by firm_module's check (cmake -P): fails when a file of MODULE includes a
# header of a module outside ALLOWED. MODULES lists every module name, so
# includes of other project folders (tests/support) and of libraries pass.
# It also fails when SQL naming a lead table (leads, lead_contacts, lead_deadlines,
# lead_events, lead_flags, lead_flag_day, lead_report_weeks) appears in a source of any module
# but leads/ and storage/ (which holds the
# schema and the whole-database backup check): every query on a lead lives in leads/
# (docs/decisions/0026). Tests (*_test.cpp) may read the tables to check what was stored.
# And it fails when a source writes a table whose owner (cmake/table_owners.cmake) is another
# module.
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
# The SQL of a source as the database reads it: comments out, string literals split over lines
# joined ("SELECT id FROM" "leads"), lower case. Tests (*_test.cpp) give "" (they may read and
# write any table to set up and check a case).
function(sql_of file out)
  set(text "")
  if(NOT file MATCHES "_test\\.cpp$")
    file(READ "${file}" text)
    string(REGEX REPLACE "//[^\n]*" "" text "${text}")
    string(REGEX REPLACE "\"[ \t\r\n]*\"" "" text "${text}")
    string(TOLOWER "${text}" text)
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()
set(lead_sql "")
if(NOT MODULE STREQUAL "leads" AND NOT MODULE STREQUAL "storage")
  foreach(file IN LISTS FILES)
    sql_of("${file}" text)
    string(REGEX MATCH
           "(from|join|into|update|table)[ \t\r\n]+(leads|lead_contacts|lead_deadlines|lead_events|lead_flags|lead_flag_day|lead_report_weeks)([^a-z0-9_]|$)"
           found "${text}")
    if(found)
      string(STRIP "${found}" found)
      string(APPEND lead_sql "\n  ${file}: \"${found}\"")
    endif()
  endforeach()
endif()
# The table-to-owner map: a write to a table another module owns fails.
include("${CMAKE_CURRENT_LIST_DIR}/table_owners.cmake")
set(foreign_writes "")
foreach(file IN LISTS FILES)
  sql_of("${file}" text)
  string(REGEX MATCHALL "(insert[ \t\r\n]+into|update|delete[ \t\r\n]+from)[ \t\r\n]+[a-z_]+"
         writes "${text}")
  foreach(write IN LISTS writes)
    string(REGEX REPLACE ".*[ \t\r\n]([a-z_]+)$" "\\1" table "${write}")
    foreach(pair IN LISTS FIRM_TABLE_OWNERS)
      if(pair MATCHES "^${table}=(.*)$" AND NOT CMAKE_MATCH_1 STREQUAL MODULE)
        string(APPEND foreign_writes "\n  ${file}: writes ${table} (owner: ${CMAKE_MATCH_1})")
      endif()
    endforeach()
  endforeach()
endforeach()
# One job a file (issue 53): no source of a module over 400 lines (tests apart).
set(long_files "")
foreach(file IN LISTS FILES)
  if(file MATCHES "_test\\.cpp$" OR NOT file MATCHES "\\.cpp$")
    continue()
  endif()
  file(READ "${file}" text)
  string(REGEX MATCHALL "\n" newlines "${text}")
  list(LENGTH newlines count)
  if(count GREATER 400)
    string(APPEND long_files "\n  ${file}: ${count} lines")
  endif()
endforeach()
if(long_files)
  message(FATAL_ERROR "module ${MODULE} has sources over 400 lines; split each along one job "
                      "(docs/decisions/0026):${long_files}")
endif()
if(foreign_writes)
  message(FATAL_ERROR "module ${MODULE} writes a table another module owns "
                      "(cmake/table_owners.cmake):${foreign_writes}")
endif()
if(lead_sql)
  message(FATAL_ERROR "module ${MODULE} names a lead table in SQL; every query on a lead lives "
                      "in leads/ (docs/decisions/0026):${lead_sql}")
endif()
if(wrong)
  string(REPLACE ";" ", " ALLOWED "${ALLOWED}")
  message(FATAL_ERROR "module ${MODULE} may include only ${ALLOWED}; these includes run the "
                      "wrong way (see docs/architecture.md, Module map):${wrong}")
endif()
file(WRITE "${STAMP}" "ok\n")
