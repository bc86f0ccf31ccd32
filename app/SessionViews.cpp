// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/SessionViews.h"

#include "app/StatusArea.h"
#include "app/report/ReportChoices.h"
#include "app/state/AnalysisController.h"
#include "app/state/ConfigurationSelection.h"
#include "app/state/DocumentController.h"
#include "app/views/PageTabs.h"
#include "app/views/ProbeView.h"

#include <QDir>

#include <utility>

namespace scalescope {

SessionViews::SessionViews(state::DocumentController *document, state::AnalysisController *analysis,
                           state::ConfigurationSelection *selection, views::PageTabs *tabs, views::ProbeView *probe,
                           StatusArea *status)
    : QObject(tabs), m_document(document), m_analysis(analysis), m_selection(selection), m_tabs(tabs), m_probe(probe),
      m_status(status)
{
    connect(document, &state::DocumentController::sessionRestored, this, &SessionViews::restore);
    connect(analysis, &state::AnalysisController::resultChanged, this, [this]() {
        if (m_pending)
            m_tabs->restorePageStates(std::exchange(m_pending, std::nullopt)->charts);
    });
}

io::Session SessionViews::capture() const
{
    io::Session s;
    s.sources = m_document->sources();
    s.settings = m_analysis->settings();
    s.selection = m_selection->ids();
    s.tab = m_tabs->currentPage()->pageKey();
    s.charts = m_tabs->pageStates();
    s.charts.insert(QStringLiteral("report"), toJson(report::rememberedReportChoices())); // not a page: the Export Report choices
    s.probeRun = m_probe->currentRunPath();
    return s;
}

void SessionViews::restore(const io::Session &session)
{
    m_selection->select(session.selection);
    if (const auto report = report::reportChoicesFrom(session.charts.value(QStringLiteral("report"))))
        report::rememberReportChoices(*report); // the next Export Report starts from them
    m_pending = session;
    if (!session.probeRun.isEmpty()) {
        QString error;
        if (!m_probe->openRunFile(session.probeRun, &error))
            m_status->setProblem(
                tr("The session's probe run %1 could not be opened: %2").arg(QDir::toNativeSeparators(session.probeRun), error));
    }
    m_tabs->showPage(session.tab);
}

} // namespace scalescope
