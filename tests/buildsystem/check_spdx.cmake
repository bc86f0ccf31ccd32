# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Every source file of ours names its licence in an SPDX header near its top (REUSE's dep5 covers
# the data files, which cannot hold comments). A file without one is named.
set(failures "")
# The tag in two parts: written whole, REUSE reads this line as a licence expression of its own.
set(identifier "SPDX-License-"
    "Identifier")
string(CONCAT identifier ${identifier})
foreach(folder app core gpu buildinfo tests scripts cmake)
    file(GLOB_RECURSE sources "${SOURCE_DIR}/${folder}/*.cpp" "${SOURCE_DIR}/${folder}/*.h" "${SOURCE_DIR}/${folder}/*.cu"
         "${SOURCE_DIR}/${folder}/*.cuh" "${SOURCE_DIR}/${folder}/*.cpp.in" "${SOURCE_DIR}/${folder}/*.sh"
         "${SOURCE_DIR}/${folder}/*.py" "${SOURCE_DIR}/${folder}/*.cmake" "${SOURCE_DIR}/${folder}/CMakeLists.txt")
    list(FILTER sources EXCLUDE REGEX "/tests/fuzz/seeds/")
    foreach(source IN LISTS sources)
        file(STRINGS "${source}" head LIMIT_COUNT 4)
        if(NOT head MATCHES "${identifier}: GPL-3.0-or-later")
            file(RELATIVE_PATH rel "${SOURCE_DIR}" "${source}")
            string(APPEND failures "\n  ${rel}")
        endif()
    endforeach()
endforeach()
if(failures)
    message(FATAL_ERROR "no SPDX-License-Identifier in the first lines of:${failures}")
endif()
