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
