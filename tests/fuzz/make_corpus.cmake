# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Seed corpora from ../shared/mlperf, written at build time into OUT_DIR/<target>/ (never committed):
# the first 64 KiB of result logs, single MLLOG lines (and their JSON), system descriptions and the
# flat tables.
# Small hand-made seeds for edge cases are committed under seeds/<target>/ and read beside these.
file(REMOVE_RECURSE ${OUT_DIR})
foreach(t mllog_line json_members result_log system_description csv_table dataset_json dataset_roundtrip probe_document)
    file(MAKE_DIRECTORY ${OUT_DIR}/${t})
endforeach()
file(GLOB probe_documents ${FIXTURES_DIR}/probe/*.json)
file(COPY ${probe_documents} DESTINATION ${OUT_DIR}/probe_document)
if(NOT IS_DIRECTORY ${MLPERF_DIR})
    message(STATUS "fuzz corpus: ${MLPERF_DIR} is not here; only the committed seeds are used")
    return()
endif()

file(GLOB_RECURSE logs LIST_DIRECTORIES false ${MLPERF_DIR}/training_v*/*/results/*/*/result_*.txt)
list(SORT logs)
set(n 0)
foreach(log IN LISTS logs)
    math(EXPR pick "${n} % 7") # a spread over rounds, organisations and benchmarks
    math(EXPR n "${n} + 1")
    if(NOT pick EQUAL 0)
        continue()
    endif()
    file(READ ${log} head LIMIT 65536)
    string(MD5 name "${log}")
    file(WRITE ${OUT_DIR}/result_log/${name}.txt "${head}")
    # its distinct keys, one line each
    string(REGEX MATCHALL ":::MLLOG [^\n]*" lines "${head}")
    list(REMOVE_DUPLICATES lines)
    list(LENGTH lines count)
    if(count GREATER 12)
        list(SUBLIST lines 0 12 lines)
    endif()
    foreach(line IN LISTS lines)
        string(MD5 lname "${line}")
        file(WRITE ${OUT_DIR}/mllog_line/${lname}.txt "${line}\n")
        string(REGEX REPLACE "^:::MLLOG " "" json "${line}")
        file(WRITE ${OUT_DIR}/json_members/${lname}.json "${json}")
    endforeach()
endforeach()

file(GLOB_RECURSE systems LIST_DIRECTORIES false ${MLPERF_DIR}/training_v*/*/systems/*.json)
foreach(sys IN LISTS systems)
    string(MD5 name "${sys}")
    file(READ ${sys} text LIMIT 65536)
    file(WRITE ${OUT_DIR}/system_description/${name}.json "${text}")
endforeach()

file(GLOB tables ${MLPERF_DIR}/flat_tables/*.csv)
foreach(table IN LISTS tables)
    get_filename_component(name ${table} NAME)
    file(READ ${table} text LIMIT 65536)
    file(WRITE ${OUT_DIR}/csv_table/${name} "${text}")
endforeach()

if(EXISTS ${SAMPLE})
    file(COPY ${SAMPLE} DESTINATION ${OUT_DIR}/dataset_json)
    file(COPY ${SAMPLE} DESTINATION ${OUT_DIR}/dataset_roundtrip)
endif()
list(LENGTH logs all)
message(STATUS "fuzz corpus: seeds from ${all} result logs and the shared systems and tables in ${OUT_DIR}")
