# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# The one version is project(VERSION) in the top CMakeLists.txt. The Debian changelog, CHANGELOG.md and the
# AppStream releases must start with it (configuring fails otherwise), and the release date the man
# pages carry is the changelog's top entry's.
file(STRINGS ${PROJECT_SOURCE_DIR}/packaging/debian/changelog _changelog_first LIMIT_COUNT 1)
if(NOT _changelog_first MATCHES "^scalescope \\(([^)]+)\\)")
    message(FATAL_ERROR "packaging/debian/changelog does not start with 'scalescope (VERSION)'")
endif()
if(NOT CMAKE_MATCH_1 STREQUAL PROJECT_VERSION)
    message(FATAL_ERROR "packaging/debian/changelog starts with ${CMAKE_MATCH_1}, the project is ${PROJECT_VERSION}: add an entry")
endif()
file(STRINGS ${PROJECT_SOURCE_DIR}/packaging/debian/changelog _changelog_signoff REGEX "^ -- " LIMIT_COUNT 1)
if(NOT _changelog_signoff MATCHES ", ([0-9]+) ([A-Z][a-z][a-z]) ([0-9][0-9][0-9][0-9]) ")
    message(FATAL_ERROR "packaging/debian/changelog: no date in the top entry's sign-off line")
endif()
set(_months Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec)
list(FIND _months ${CMAKE_MATCH_2} _month)
math(EXPR _month "${_month} + 1")
string(LENGTH "${CMAKE_MATCH_1}" _daylen)
set(_day ${CMAKE_MATCH_1})
if(_daylen EQUAL 1)
    set(_day 0${_day})
endif()
if(_month LESS 10)
    set(_month 0${_month})
endif()
set(SCALESCOPE_RELEASE_DATE "${CMAKE_MATCH_3}-${_month}-${_day}")

# The first release FILE (under the source tree) names, found by REGEX (version, then date), must be
# the Debian changelog's.
function(scalescope_check_first_release file regex)
    file(READ ${PROJECT_SOURCE_DIR}/${file} text)
    if(NOT text MATCHES "${regex}")
        message(FATAL_ERROR "${file} names no release")
    endif()
    if(NOT CMAKE_MATCH_1 STREQUAL PROJECT_VERSION OR NOT CMAKE_MATCH_2 STREQUAL SCALESCOPE_RELEASE_DATE)
        message(FATAL_ERROR "${file}'s first release is ${CMAKE_MATCH_1} of ${CMAKE_MATCH_2}; "
                            "the Debian changelog's is ${PROJECT_VERSION} of ${SCALESCOPE_RELEASE_DATE}: add an entry")
    endif()
endfunction()
scalescope_check_first_release(resources/desktop/org.scalescope.ScaleScope.metainfo.xml.in
                               "<release version=\"([^\"]+)\" date=\"([^\"]+)\"")
scalescope_check_first_release(CHANGELOG.md "\n## \\[([0-9.]+)\\] - ([0-9]+-[0-9]+-[0-9]+)")

set(SCALESCOPE_HOMEPAGE "https://scalescope.invalid" CACHE STRING "The project's home page (AppStream, package)")
set(SCALESCOPE_MAINTAINER "ScaleScope developers <developers@scalescope.invalid>" CACHE STRING
    "The packages' maintainer")

# Compresses IN to OUT as Debian wants it (maximum compression, no name or time stamp).
function(scalescope_gzip in out)
    add_custom_command(OUTPUT ${out}
        COMMAND sh -c "gzip -9n -c \"$1\" > \"$2\"" sh ${in} ${out}
        DEPENDS ${in} VERBATIM)
endfunction()
