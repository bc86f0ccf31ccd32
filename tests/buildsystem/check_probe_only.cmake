# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Configures and builds the tree with -DSCALESCOPE_PROBE_ONLY=ON while Qt cannot be found.
file(REMOVE_RECURSE ${WORK_DIR})
execute_process(
    COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${WORK_DIR} -G Ninja
            -DSCALESCOPE_PROBE_ONLY=ON -DSCALESCOPE_CUDA=OFF -DCMAKE_DISABLE_FIND_PACKAGE_Qt6=ON
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "probe-only configure failed:\n${out}\n${err}")
endif()
if(out MATCHES "Qt6")
    message(FATAL_ERROR "probe-only configure looked for Qt:\n${out}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "probe-only build failed:\n${out}\n${err}")
endif()
message(STATUS "probe-only build works without Qt")

# The not-compiled path: the probe says why there is no CUDA and refuses the CUDA backend.
set(probe ${WORK_DIR}/bin/scalescope-probe)
execute_process(COMMAND ${probe} --list --format json RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "\"reason_code\": \"not_compiled\"" OR NOT out MATCHES "\"cuda_compiled\": false")
    message(FATAL_ERROR "probe-only --list (rc ${rc}) does not report not_compiled:\n${out}\n${err}")
endif()
execute_process(COMMAND ${probe} --backend cuda --quick RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 3 OR NOT err MATCHES "not_compiled")
    message(FATAL_ERROR "probe-only --backend cuda gave rc ${rc}, expected 3 with not_compiled:\n${err}")
endif()
message(STATUS "probe-only build reports the not-compiled path")

# The MPI probe without CUDA: no suite offers the CUDA backend, and asking for it says why (before MPI starts).
set(mpi_probe ${WORK_DIR}/bin/scalescope-probe-mpi)
if(EXISTS ${mpi_probe})
    execute_process(COMMAND ${mpi_probe} --list --format json RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0 OR out MATCHES "\"cuda\"[ \n]*\\]" OR NOT out MATCHES "\"train-step\"")
        message(FATAL_ERROR "probe-only scalescope-probe-mpi --list (rc ${rc}) offers CUDA or lacks its suites:\n${out}\n${err}")
    endif()
    execute_process(COMMAND ${mpi_probe} --backend cuda RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 3 OR NOT err MATCHES "built without CUDA")
        message(FATAL_ERROR "probe-only scalescope-probe-mpi --backend cuda gave rc ${rc}, expected 3:\n${err}")
    endif()
    message(STATUS "probe-only scalescope-probe-mpi reports the not-compiled path")
endif()
