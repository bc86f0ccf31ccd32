# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs lupdate over a copy of each catalogue and fails when that adds or changes an entry:
# a new or changed tr() string the catalogue lacks shows up as an unfinished entry.
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
foreach(lang ko en)
    set(ts ${SOURCE_DIR}/translations/scalescope_${lang}.ts)
    set(copy ${WORK_DIR}/scalescope_${lang}.ts)
    file(COPY_FILE ${ts} ${copy})
    set(extra)
    if(lang STREQUAL "en")
        set(extra -pluralonly)
    endif()
    execute_process(
        COMMAND ${LUPDATE} -I ${SOURCE_DIR} -locations none -no-obsolete ${extra} -recursive
                ${SOURCE_DIR}/core ${SOURCE_DIR}/app -ts ${copy}
        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "lupdate failed (${rc}): ${out} ${err}")
    endif()
    file(READ ${copy} text)
    string(REGEX MATCHALL "type=\"unfinished\"" unfinished "${text}")
    list(LENGTH unfinished n)
    if(n GREATER 0)
        message(FATAL_ERROR "${n} string(s) in the sources are missing from translations/scalescope_${lang}.ts: "
                            "run 'cmake --build build --target update_translations' and translate them.")
    endif()
    file(READ ${ts} original)
    if(NOT original STREQUAL text)
        message(FATAL_ERROR "translations/scalescope_${lang}.ts is out of date with the sources "
                            "(lupdate would change it): run the update_translations target.")
    endif()
endforeach()
message(STATUS "catalogues match the sources")
