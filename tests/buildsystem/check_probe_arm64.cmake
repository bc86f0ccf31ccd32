# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# The probe for 64-bit Arm (GH200 / Grace nodes): cross-compiled with cmake/aarch64-linux-gnu.cmake
# (CPU backend, portable flags, no MPI), then its CPU suites run under qemu-aarch64-static; the
# document must follow the contract and say aarch64.
file(REMOVE_RECURSE ${WORK_DIR})
execute_process(
    COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${WORK_DIR} -G Ninja
            -DCMAKE_TOOLCHAIN_FILE=${SOURCE_DIR}/cmake/aarch64-linux-gnu.cmake -DSCALESCOPE_PROBE_ONLY=ON
            -DSCALESCOPE_CUDA=OFF -DSCALESCOPE_PROBE_NATIVE=OFF -DSCALESCOPE_PROBE_MPI=OFF -DCMAKE_BUILD_TYPE=Release
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "arm64 configure failed:\n${out}\n${err}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${WORK_DIR} --target scalescope-probe
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "arm64 build failed:\n${out}\n${err}")
endif()
set(run qemu-aarch64-static -L /usr/aarch64-linux-gnu ${WORK_DIR}/bin/scalescope-probe)
execute_process(COMMAND readelf -h ${WORK_DIR}/bin/scalescope-probe OUTPUT_VARIABLE kind)
if(NOT kind MATCHES "Machine: +AArch64")
    message(FATAL_ERROR "not an aarch64 executable: ${kind}")
endif()
execute_process(COMMAND ${run} --list --format json OUTPUT_FILE ${WORK_DIR}/list.json RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "arm64 --list failed (rc ${rc}):\n${err}")
endif()
execute_process(COMMAND ${run} --backend cpu --quick --suite inventory,gemm,memory,latency,allreduce,train-step
                        --format text --out ${WORK_DIR}/run.json
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "arm64 CPU run failed (rc ${rc}):\n${out}\n${err}")
endif()
foreach(kind_file "list;list.json" "document;run.json")
    list(GET kind_file 0 kind)
    list(GET kind_file 1 file)
    execute_process(COMMAND ${PYTHON} ${SOURCE_DIR}/tests/gpu/validate_probe.py ${SOURCE_DIR}/gpu/schema/probe-1.schema.json
                            ${kind} ${WORK_DIR}/${file}
                    RESULT_VARIABLE rc OUTPUT_VARIABLE vout ERROR_VARIABLE verr)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "arm64 ${file} breaks the contract:\n${vout}\n${verr}")
    endif()
endforeach()
file(READ ${WORK_DIR}/run.json doc)
string(JSON arch GET "${doc}" host architecture)
string(JSON status GET "${doc}" status)
if(NOT arch STREQUAL "aarch64" OR NOT status STREQUAL "ok")
    message(FATAL_ERROR "arm64 run says architecture ${arch}, status ${status}:\n${out}")
endif()
message(STATUS "arm64 probe: built, every CPU suite ok under qemu:\n${out}")
