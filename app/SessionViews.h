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

class AnalysisController;
class ConfigurationSelection;
class DocumentController;
class PageTabs;
class ProbeView;
class StatusArea;

class SessionViews : public QObject
{
    Q_OBJECT
public:
    SessionViews(DocumentController *document, AnalysisController *analysis, ConfigurationSelection *selection, PageTabs *tabs,
                 ProbeView *probe, StatusArea *status);

    Session capture() const; // what a save writes
    void restore(const Session &session);

private:
    DocumentController *m_document;
    AnalysisController *m_analysis;
    ConfigurationSelection *m_selection;
    PageTabs *m_tabs;
    ProbeView *m_probe;
    StatusArea *m_status;
    std::optional<Session> m_pending; // page states waiting for the session's analysis
};

} // namespace scalescope
