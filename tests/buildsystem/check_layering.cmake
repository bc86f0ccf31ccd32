# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# The architecture, checked: each folder includes only the folders it may depend on. core has no
# widgets (Qt Core only), gpu has no Qt at all, and app's folders depend one way:
#   core: model <- rules <- analysis <- io <- import; i18n and probe stand alone
#   app:  jobs, models, probe <- state <- views; charts <- probe <- report; dialogs <- views; MainWindow uses all
# A violation names the file, the include and the rule. Each folder is also its own namespace.
set(rules
    "core/model:core/model"
    "core/i18n:core/i18n"
    "core/probe:core/probe core/io"
    "core/rules:core/model core/rules"
    "core/analysis:core/model core/rules core/analysis"
    "core/io:core/model core/rules core/analysis core/io"
    "core/import:core/model core/rules core/analysis core/io core/import"
    "app/jobs:app/jobs"
    "app/models:core app/models"
    "app/probe:core app/charts app/probe"
    "app/state:core app/jobs app/state"
    "app/charts:core app/charts"
    "app/report:core app/charts app/probe app/report"
    "app/dialogs:core app/models app/dialogs"
    "app/views:core app/charts app/models app/dialogs app/probe app/state app/jobs app/views"
    "app/cli:core app/charts app/probe app/report app/cli")
set(failures "")
foreach(rule IN LISTS rules)
    string(REPLACE ":" ";" parts "${rule}")
    list(GET parts 0 folder)
    list(GET parts 1 allowed)
    string(REPLACE " " ";" allowed "${allowed}")
    file(GLOB_RECURSE sources "${SOURCE_DIR}/${folder}/*.h" "${SOURCE_DIR}/${folder}/*.cpp")
    foreach(source IN LISTS sources)
        file(STRINGS "${source}" includes REGEX "^#include \"(core|app|gpu)/")
        foreach(line IN LISTS includes)
            string(REGEX REPLACE "^#include \"([a-z0-9]+/[a-z0-9]+)/.*" "\\1" target "${line}")
            string(REGEX REPLACE "^#include \"([a-z]+)/.*" "\\1" top "${line}")
            set(ok FALSE)
            foreach(a IN LISTS allowed)
                if(target STREQUAL a OR top STREQUAL a)
                    set(ok TRUE)
                endif()
            endforeach()
            if(NOT ok)
                file(RELATIVE_PATH rel "${SOURCE_DIR}" "${source}")
                string(APPEND failures "\n  ${rel}: ${line} (${folder} may include only: ${allowed})")
            endif()
        endforeach()
    endforeach()
endforeach()

# core: Qt Core and Eigen only, never a widget or a chart.
file(GLOB_RECURSE core_sources "${SOURCE_DIR}/core/*.h" "${SOURCE_DIR}/core/*.cpp")
foreach(source IN LISTS core_sources)
    file(STRINGS "${source}" bad REGEX "^#include <(QtWidgets|QtGui|QtCharts|QWidget|QChart|QPainter|QImage|QColor|QApplication)")
    foreach(line IN LISTS bad)
        file(RELATIVE_PATH rel "${SOURCE_DIR}" "${source}")
        string(APPEND failures "\n  ${rel}: ${line} (core has no GUI)")
    endforeach()
endforeach()
# gpu: no Qt at all.
file(GLOB_RECURSE gpu_sources "${SOURCE_DIR}/gpu/*.h" "${SOURCE_DIR}/gpu/*.cpp" "${SOURCE_DIR}/gpu/*.cu")
foreach(source IN LISTS gpu_sources)
    file(STRINGS "${source}" bad REGEX "^#include <Q")
    foreach(line IN LISTS bad)
        file(RELATIVE_PATH rel "${SOURCE_DIR}" "${source}")
        string(APPEND failures "\n  ${rel}: ${line} (gpu has no Qt)")
    endforeach()
endforeach()

# Each folder is a namespace of its name: scalescope::model, scalescope::charts, ... (core/probe and
# app/probe are both scalescope::probe); only app's top folder is scalescope itself.
foreach(folder IN ITEMS core/model core/i18n core/io core/analysis core/import core/rules core/probe
                        app/charts app/dialogs app/jobs app/models app/report app/state app/views app/probe app/cli)
    get_filename_component(ns "${folder}" NAME)
    file(GLOB sources "${SOURCE_DIR}/${folder}/*.h" "${SOURCE_DIR}/${folder}/*.cpp")
    foreach(source IN LISTS sources)
        get_filename_component(name "${source}" NAME)
        if(name STREQUAL "main.cpp")
            continue()
        endif()
        file(STRINGS "${source}" own REGEX "^namespace scalescope::${ns} {")
        file(STRINGS "${source}" root REGEX "^namespace scalescope {")
        if(NOT own OR root)
            file(RELATIVE_PATH rel "${SOURCE_DIR}" "${source}")
            string(APPEND failures "\n  ${rel}: not in namespace scalescope::${ns} (the folder's)")
        endif()
    endforeach()
endforeach()

if(failures)
    message(FATAL_ERROR "Includes that cross the layers, or code outside its folder's namespace:${failures}")
endif()
message(STATUS "every include follows the layers, and every folder is its namespace")
