# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# The probe carries code for Ampere (sm_80) and Hopper (sm_90): its embedded PTX names both targets.
cmake_minimum_required(VERSION 3.25)
file(STRINGS ${PROBE} targets REGEX "^\\.target sm_[0-9]+")
list(REMOVE_DUPLICATES targets)
foreach(arch sm_80 sm_90)
    if(NOT ".target ${arch}" IN_LIST targets)
        message(FATAL_ERROR "${PROBE} has no ${arch} code (found: ${targets})")
    endif()
endforeach()
message(STATUS "CUDA targets in the probe: ${targets}")
