# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Cross-compiling the probe for 64-bit Arm (GH200 / Grace nodes) on Debian with
# crossbuild-essential-arm64:
#   cmake -S . -B build-arm64 -G Ninja -DCMAKE_TOOLCHAIN_FILE=cmake/aarch64-linux-gnu.cmake \
#         -DSCALESCOPE_PROBE_ONLY=ON -DSCALESCOPE_PROBE_NATIVE=OFF -DSCALESCOPE_PROBE_MPI=OFF
# Eigen and nlohmann-json are header-only, so the build machine's headers serve; the arm64 C++
# runtime comes from /usr/aarch64-linux-gnu (qemu-aarch64-static -L /usr/aarch64-linux-gnu runs it).
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
set(CMAKE_FIND_ROOT_PATH /usr/aarch64-linux-gnu)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
# Header-only packages (Eigen, nlohmann-json) are found where the build machine keeps them.
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-aarch64-static -L /usr/aarch64-linux-gnu)
