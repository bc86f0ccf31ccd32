// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/probe/ProbeRunModel.h"

namespace scalescope::probe {

void ProbeRunModel::show(const ProbeRun &run, const QString &path)
{
    m_run = run;
    m_path = path;
    emit replaced();
}

void ProbeRunModel::startLive(const QString &host)
{
    ProbeRun run;
    run.host = host;
    show(run);
}

void ProbeRunModel::append(const ProbeTest &test)
{
    m_run.tests << test;
    emit testAppended(test);
}

} // namespace scalescope::probe
