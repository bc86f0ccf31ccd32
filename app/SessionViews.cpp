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

#include <QApplication>
#include <QDir>
#include <QEvent>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <utility>

namespace scalescope {

SessionViews::SessionViews(state::DocumentController *document, state::AnalysisController *analysis,
                           state::ConfigurationSelection *selection, views::PageTabs *tabs, views::ProbeView *probe,
                           StatusArea *status)
    : QObject(tabs), m_document(document), m_analysis(analysis), m_selection(selection), m_tabs(tabs), m_probe(probe),
      m_status(status)
{
    connect(document, &state::DocumentController::sessionRestored, this, &SessionViews::restore);
    // The first analysis of newly opened data sets the views up (a session's states, or defaults
    // such as the planner's accelerator): what they then show is what was opened, not a change.
    connect(document, &state::DocumentController::datasetReplaced, this, [this]() { m_settling = true; });
    connect(analysis, &state::AnalysisController::resultChanged, this, [this]() {
        if (m_pending)
            m_tabs->restorePageStates(std::exchange(m_pending, std::nullopt)->charts);
        if (std::exchange(m_settling, false))
            m_document->viewsRestored();
    });
    // Guarded: the document may outlive the window's tabs (and this, their child) as the window closes.
    m_document->setViewState(
        [self = QPointer<SessionViews>(this)]() { return self ? editedState(self->m_tabs->pageStates()) : QJsonObject(); });
    // A view's options change through a click or a key: the title's '*' is looked at again then.
    qApp->installEventFilter(this);
}

bool SessionViews::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if ((type == QEvent::MouseButtonRelease || type == QEvent::KeyRelease || type == QEvent::Wheel) && !m_checkQueued) {
        auto *widget = qobject_cast<QWidget *>(watched);
        if (widget && widget->window() == m_tabs->window()) {
            m_checkQueued = true;
            QTimer::singleShot(0, this, [this]() {
                m_checkQueued = false;
                m_document->viewsMayHaveChanged();
            });
        }
    }
    return QObject::eventFilter(watched, event);
}

// A page state without what changes by looking: the zoom, the sub-page shown, whether the
// Planner has been opened.
QJsonObject SessionViews::editedState(const QJsonObject &state)
{
    QJsonObject out;
    for (auto it = state.begin(); it != state.end(); ++it) {
        if (it.key() == QLatin1String("zoom") || it.key() == QLatin1String("page") || it.key() == QLatin1String("opened"))
            continue;
        out.insert(it.key(), it->isObject() ? QJsonValue(editedState(it->toObject())) : *it);
    }
    return out;
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
