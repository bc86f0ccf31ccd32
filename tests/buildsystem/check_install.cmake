# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# `cmake --install` into a staging root (DESTDIR) under a prefix other than the default: every file
# a desktop needs lands under that prefix, and the installed programs run from there (nothing in
# them depends on where they were installed).
file(REMOVE_RECURSE ${WORK_DIR})
set(prefix /opt/scalescope-test)
execute_process(COMMAND ${CMAKE_COMMAND} -E env DESTDIR=${WORK_DIR}
                        ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cmake --install failed:\n${out}\n${err}")
endif()
set(root ${WORK_DIR}${prefix})
foreach(f bin/scalescope bin/scalescope-cli bin/scalescope-probe
          share/applications/${APP_ID}.desktop share/metainfo/${APP_ID}.metainfo.xml share/mime/packages/${APP_ID}.xml
          share/icons/hicolor/scalable/apps/${APP_ID}.svg share/icons/hicolor/48x48/apps/${APP_ID}.png
          share/man/man1/scalescope.1.gz share/man/man1/scalescope-cli.1.gz share/man/man1/scalescope-probe.1.gz
          share/doc/scalescope/copyright share/doc/scalescope-probe/changelog.gz)
    if(NOT EXISTS ${root}/${f})
        message(FATAL_ERROR "cmake --install did not install ${prefix}/${f}")
    endif()
endforeach()
file(GLOB_RECURSE outside LIST_DIRECTORIES false RELATIVE ${WORK_DIR} ${WORK_DIR}/*)
list(FILTER outside EXCLUDE REGEX "^opt/scalescope-test/")
if(outside)
    message(FATAL_ERROR "cmake --install wrote outside its prefix: ${outside}")
endif()
execute_process(COMMAND ${root}/bin/scalescope-cli import ${SAMPLE} --format csv
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(REGEX MATCHALL "\n" lines "${out}")
list(LENGTH lines n)
if(NOT rc EQUAL 0 OR n LESS 100)
    message(FATAL_ERROR "the installed scalescope-cli (rc ${rc}) did not import the sample: ${err}")
endif()
execute_process(COMMAND ${root}/bin/scalescope-probe --version RESULT_VARIABLE rc OUTPUT_VARIABLE out)
if(NOT rc EQUAL 0 OR NOT out MATCHES "^scalescope-probe ${VERSION} \\(commit ([0-9a-f]+(-dirty)?|unknown)\\)\n$")
    message(FATAL_ERROR "the installed scalescope-probe --version said '${out}'")
endif()
file(REMOVE_RECURSE ${WORK_DIR})
message(STATUS "installed under DESTDIR + ${prefix}; the installed programs run")
