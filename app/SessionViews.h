// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a session keeps of the window besides its data: the selection, the tab shown, each page's
// view state and the probe run shown. Page states are given back once the session's own analysis
// arrives, so that zoom and chart options fit the data they were saved with.
#include "core/io/SessionFormat.h"

#include <QObject>

#include <optional>

namespace scalescope {

class StatusArea;
namespace state {
class AnalysisController;
class ConfigurationSelection;
class DocumentController;
} // namespace state
namespace views {
class PageTabs;
class ProbeView;
} // namespace views

class SessionViews : public QObject
{
    Q_OBJECT
public:
    SessionViews(state::DocumentController *document, state::AnalysisController *analysis,
                 state::ConfigurationSelection *selection, views::PageTabs *tabs, views::ProbeView *probe, StatusArea *status);

    io::Session capture() const; // what a save writes
    void restore(const io::Session &session);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    static QJsonObject editedState(const QJsonObject &state);

    state::DocumentController *m_document;
    state::AnalysisController *m_analysis;
    state::ConfigurationSelection *m_selection;
    views::PageTabs *m_tabs;
    views::ProbeView *m_probe;
    StatusArea *m_status;
    std::optional<io::Session> m_pending; // page states waiting for the session's analysis
    bool m_checkQueued = false;           // a look at the document's modified state is queued
    bool m_settling = false;              // new data: its first analysis is yet to reach the views
};

} // namespace scalescope
