# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Run at every build (cmake -P): writes BuildInfo.cpp with the current git commit, replacing the file
# only when its text changes, so an unchanged commit rebuilds nothing.
# Inputs: SOURCE_DIR, OUTPUT, VERSION; optional SCALESCOPE_COMMIT to give the commit (a source tarball).
if(NOT SCALESCOPE_COMMIT)
    set(SCALESCOPE_COMMIT "unknown")
    find_program(GIT git)
    if(GIT AND EXISTS "${SOURCE_DIR}/.git")
        execute_process(COMMAND "${GIT}" -C "${SOURCE_DIR}" rev-parse --short=12 HEAD
                        OUTPUT_VARIABLE head OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE failed ERROR_QUIET)
        if(NOT failed AND head)
            set(SCALESCOPE_COMMIT "${head}")
            execute_process(COMMAND "${GIT}" -C "${SOURCE_DIR}" status --porcelain --untracked-files=no
                            OUTPUT_VARIABLE changes ERROR_QUIET)
            if(changes)
                string(APPEND SCALESCOPE_COMMIT "-dirty")
            endif()
        endif()
    endif()
endif()
set(SCALESCOPE_VERSION "${VERSION}")
configure_file("${SOURCE_DIR}/buildinfo/BuildInfo.cpp.in" "${OUTPUT}.tmp" @ONLY)
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.tmp")
