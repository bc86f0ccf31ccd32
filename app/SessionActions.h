// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Sessions as the user meets them: File ▸ Open Session and Save Session (As), and the question
// before what is open is replaced or the window closes (Save, Discard or Cancel). The document
// controller reads and writes; this asks, remembers the folder and words what went wrong.
#include "core/io/SessionFormat.h"

#include <QMessageBox>
#include <QObject>

#include <functional>

class QWidget;

namespace scalescope {

namespace state {
class DocumentController;
} // namespace state

class SessionActions : public QObject
{
    Q_OBJECT
public:
    // `current` gives what a save writes: the sources, settings, selection and every tab's state.
    SessionActions(QWidget *window, state::DocumentController *document, std::function<io::Session()> current);

    bool maybeSave(); // false when the user cancels or the save fails
    bool save(const QString &path, QString *error = nullptr);
    bool saveDialog(bool askForPath); // the session's own file unless askForPath or it has none
    void openDialog();
    bool open(const QString &path); // asks to save first; false when nothing was started
    // Replaceable for tests: Save / Discard / Cancel for unsaved changes.
    void setSavePrompt(std::function<QMessageBox::StandardButton()> prompt) { m_savePrompt = std::move(prompt); }

signals:
    void message(const QString &text, int timeoutMs); // for the status bar

private:
    QWidget *m_window;
    state::DocumentController *m_document;
    std::function<io::Session()> m_current;
    std::function<QMessageBox::StandardButton()> m_savePrompt;
};

} // namespace scalescope
