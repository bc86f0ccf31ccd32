// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/SessionActions.h"

#include "app/state/DocumentController.h"
#include "core/i18n/SafeText.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>

namespace scalescope {

SessionActions::SessionActions(QWidget *window, state::DocumentController *document, std::function<io::Session()> current)
    : QObject(window), m_window(window), m_document(document), m_current(std::move(current))
{
    m_savePrompt = [this]() {
        // A window never saved has no "since": it asks whether to keep the work as a session at all.
        const QString text = m_document->sessionPath().isEmpty()
                                 ? tr("This work has not been saved as a session. Save it as a session first, so "
                                      "that it reopens with the same data and analysis settings?")
                                 : tr("The open data or the analysis settings changed since the session was saved. Save "
                                      "the session first?");
        return QMessageBox::question(m_window, tr("Unsaved Changes"), text,
                                     QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    };
}

bool SessionActions::maybeSave()
{
    if (!m_document->isModified())
        return true;
    switch (m_savePrompt()) {
    case QMessageBox::Save:
        return saveDialog(false);
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

bool SessionActions::save(const QString &path, QString *error)
{
    return m_document->saveSession(path, m_current(), error);
}

bool SessionActions::saveDialog(bool askForPath)
{
    if (m_document->dataset().isEmpty()) {
        QMessageBox::information(m_window, tr("Save Session"), tr("There is nothing to save yet: open some results first."));
        return false;
    }
    QString path = m_document->sessionPath();
    if (askForPath || path.isEmpty()) {
        QSettings settings;
        const QString dir = settings.value(QStringLiteral("sessions/lastFolder"), QDir::homePath()).toString();
        path = QFileDialog::getSaveFileName(m_window, tr("Save Session"),
                                            QDir(dir).filePath(QStringLiteral("analysis.") + QLatin1String(io::kSessionSuffix)),
                                            tr("ScaleScope sessions (*.%1)").arg(QLatin1String(io::kSessionSuffix)));
        if (path.isEmpty())
            return false;
        if (!io::isSessionPath(path))
            path += QLatin1Char('.') + QLatin1String(io::kSessionSuffix);
        settings.setValue(QStringLiteral("sessions/lastFolder"), QFileInfo(path).absolutePath());
    }
    QString error;
    if (!save(path, &error)) {
        QMessageBox::warning(m_window, tr("Save Session"),
                             i18n::richTextOf(tr("Could not write %1: %2\nChoose another folder or file name; the file that was "
                                                 "there is unchanged.")
                                                  .arg(QDir::toNativeSeparators(path), error)));
        return false;
    }
    emit message(tr("Saved the session as %1").arg(QDir::toNativeSeparators(path)), 8000);
    return true;
}

void SessionActions::openDialog()
{
    QSettings settings;
    const QString file = QFileDialog::getOpenFileName(
        m_window, tr("Open Session"), settings.value(QStringLiteral("sessions/lastFolder"), QDir::homePath()).toString(),
        tr("ScaleScope sessions (*.%1);;All files (*)").arg(QLatin1String(io::kSessionSuffix)));
    if (file.isEmpty())
        return;
    settings.setValue(QStringLiteral("sessions/lastFolder"), QFileInfo(file).absolutePath());
    open(file);
}

bool SessionActions::open(const QString &path)
{
    if (!maybeSave())
        return false;
    QString error;
    switch (m_document->openSession(path, &error)) {
    case state::DocumentController::SessionOpen::Started:
        return true;
    case state::DocumentController::SessionOpen::Cancelled:
        return false;
    case state::DocumentController::SessionOpen::Unreadable:
        QMessageBox::warning(
            m_window, tr("Open Session"),
            i18n::richTextOf(tr("%1 cannot be opened: %2\nNothing was changed.").arg(QDir::toNativeSeparators(path), error)));
        return false;
    case state::DocumentController::SessionOpen::NoSourcesLeft:
        QMessageBox::warning(m_window, tr("Open Session"),
                             i18n::richTextOf(tr("%1 has no data left to open: none of its sources could be found. Nothing was "
                                                 "changed.")
                                                  .arg(QDir::toNativeSeparators(path))));
        return false;
    }
    return false;
}

} // namespace scalescope
