// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Opening and adding results as the user asks for it: the file and folder choosers (remembering
// the folder), the sample, recent files and dropped paths. A session opens alone; a probe run goes
// to the probe's history; a path without a round, where one is needed, is asked about first; and
// what is open is offered for saving before it is replaced. The document controller imports. And
// which MLPerf rules imports check runs with.
#include "app/state/DocumentController.h"

#include <QObject>

#include <functional>

class QMimeData;
class QWidget;

namespace scalescope {

class SessionActions;
class StatusArea;

class ImportActions : public QObject
{
    Q_OBJECT
public:
    using Mode = state::DocumentController::Mode;
    // `importProbeRun` takes a probe run file to the probe's history; false with why it cannot.
    using ProbeRunImport = std::function<bool(const QString &path, QString *error)>;
    ImportActions(QWidget *window, state::DocumentController *document, SessionActions *sessions, StatusArea *status,
                  ProbeRunImport importProbeRun);

    void open(const QStringList &paths, const QString &round = {}); // in place of what is open
    void add(const QStringList &paths, const QString &round = {});  // to what is open
    void openFolderDialog(Mode mode);
    void openFileDialog(Mode mode);
    // Dropped files replace what is open; with Ctrl held they are added to it. False: no local file.
    bool drop(const QMimeData *data, Qt::KeyboardModifiers modifiers);
    // The MLPerf rules imports check runs with: the built-in table, or a folder the user picks.
    void useBuiltInRules();
    void chooseRulesFolder();
    // Replaceable for tests: the round for a path that has none (empty = the user declined).
    void setRoundPrompt(std::function<QString(const QString &path)> prompt) { m_roundPrompt = std::move(prompt); }

signals:
    void declined();                                  // nothing was started: the user gave no round
    void rulesChanged();                              // or the user kept them (a menu shows which are in use)
    void message(const QString &text, int timeoutMs); // for the status bar

private:
    void start(const QStringList &paths, const QString &round, Mode mode);

    QWidget *m_window;
    state::DocumentController *m_document;
    SessionActions *m_sessions;
    StatusArea *m_status;
    ProbeRunImport m_importProbeRun;
    std::function<QString(const QString &)> m_roundPrompt;
};

} // namespace scalescope
