# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# What keeps a build from scratch on two cores short (measured: README, "Build time"):
# * ccache, where installed, for every build after the first on one machine: CI's three builds, the
#   nested builds some tests make, a second clone. CCACHE_BASEDIR makes paths below the source folder
#   relative and CCACHE_NOHASHDIR leaves the build folder out of the hash, so another clone of the
#   same commit hits the cache too (debug info then names the first build's folder).
# * precompiled headers of the Qt and standard headers nearly every file includes, for the libraries
#   with many files (core, charts, views, the CLI). A library of a few files, gpu (its time goes into
#   -O3 code, not headers) and the tests (one file each; a shared header of Qt Test and Widgets took
#   12 s to make and saved less) build faster without.

option(SCALESCOPE_CCACHE "Compile through ccache when it is installed" ON)
find_program(SCALESCOPE_CCACHE_PROGRAM ccache)
mark_as_advanced(SCALESCOPE_CCACHE_PROGRAM)
if(SCALESCOPE_CCACHE AND SCALESCOPE_CCACHE_PROGRAM)
    # The sloppiness lets files compiled with a precompiled header, and files including headers
    # generated moments before (moc, the precompiled header), be cached at all. Depend mode reads the
    # compiler's -MD output instead of running the preprocessor once more on every miss (a first
    # build is all misses).
    set(_scalescope_launcher ${CMAKE_COMMAND} -E env CCACHE_BASEDIR=${PROJECT_SOURCE_DIR} CCACHE_NOHASHDIR=true CCACHE_DEPEND=true
        CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime ${SCALESCOPE_CCACHE_PROGRAM})
    foreach(lang CXX CUDA)
        if(NOT DEFINED CMAKE_${lang}_COMPILER_LAUNCHER)
            set(CMAKE_${lang}_COMPILER_LAUNCHER ${_scalescope_launcher})
        endif()
    endforeach()
endif()

option(SCALESCOPE_PCH "Precompile the headers most files include" ON)

set(_scalescope_pch_std <algorithm> <functional> <map> <memory> <optional> <string> <vector>)
set(_scalescope_pch_core ${_scalescope_pch_std}
    <QByteArray> <QCoreApplication> <QFile> <QFileInfo> <QHash> <QJsonArray> <QJsonDocument> <QJsonObject>
    <QJsonValue> <QList> <QMap> <QString> <QStringList>)
set(_scalescope_pch_widgets ${_scalescope_pch_core}
    <QAction> <QComboBox> <QHBoxLayout> <QHeaderView> <QLabel> <QMenu> <QPainter> <QSettings> <QVBoxLayout> <QWidget>)
set(_scalescope_pch_charts ${_scalescope_pch_widgets}
    <QChart> <QChartView> <QLineSeries> <QLogValueAxis> <QScatterSeries> <QValueAxis>)

# scalescope_precompile(<target> CORE|WIDGETS|CHARTS): the C++ files of <target> start from
# the precompiled headers of that kind (the target must link what they name).
function(scalescope_precompile target kind)
    if(NOT SCALESCOPE_PCH)
        return()
    endif()
    string(TOLOWER "${kind}" kind)
    if(NOT DEFINED _scalescope_pch_${kind})
        message(FATAL_ERROR "scalescope_precompile: no header set '${kind}'")
    endif()
    set(headers)
    foreach(h IN LISTS _scalescope_pch_${kind})
        list(APPEND headers "$<$<COMPILE_LANGUAGE:CXX>:${h}>")
    endforeach()
    target_precompile_headers(${target} PRIVATE ${headers})
endfunction()
