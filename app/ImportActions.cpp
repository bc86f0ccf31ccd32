// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/ImportActions.h"

#include "app/SessionActions.h"
#include "app/StatusArea.h"
#include "app/state/OfficialRulesChoice.h"
#include "core/i18n/SafeText.h"
#include "core/import/CsvTableImporter.h"
#include "core/import/MlperfTreeImporter.h"
#include "core/io/RegularFile.h"
#include "core/probe/ProbeRun.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>

namespace scalescope {

namespace {

// Whether importing `path` needs a round that its path does not give.
bool needsRound(const QString &path)
{
    const QFileInfo info(path);
    if (!import::roundFromPath(info.absoluteFilePath()).isEmpty() || path.startsWith(QLatin1Char(':')))
        return false;
    if (info.isDir()) // a folder of other files is reported as that, without a question first
        return import::mayHoldResultLogs(path);
    QFile f(path);
    if (!io::isRegularFile(path) || !f.open(QIODevice::ReadOnly))
        return false; // the import reports why
    return import::detectCsvTable(f.read(4096)) == import::CsvTableKind::Summarizer;
}

// An absolute, clean path (the embedded sample's ":/" path stays as it is), as sessions store it.
QString absolutePath(const QString &path)
{
    return path.startsWith(QLatin1Char(':')) ? path : QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

} // namespace

ImportActions::ImportActions(QWidget *window, state::DocumentController *document, SessionActions *sessions, StatusArea *status,
                             ProbeRunImport importProbeRun)
    : QObject(window), m_window(window), m_document(document), m_sessions(sessions), m_status(status),
      m_importProbeRun(std::move(importProbeRun))
{
    m_roundPrompt = [this](const QString &path) {
        bool ok = false;
        const QString round =
            QInputDialog::getText(m_window, tr("Which Round?"),
                                  i18n::richTextOf(tr("The path %1 does not say which MLPerf round it holds.\nEnter the round "
                                                      "(for example 4.0):")
                                                       .arg(QDir::toNativeSeparators(path))),
                                  QLineEdit::Normal, QString(), &ok);
        return ok ? round.trimmed() : QString();
    };
}

void ImportActions::openFolderDialog(Mode mode)
{
    QSettings settings;
    const QString dir = QFileDialog::getExistingDirectory(
        m_window, mode == Mode::Add ? tr("Add MLPerf Results Folder") : tr("Open MLPerf Results Folder"),
        settings.value(QStringLiteral("paths/lastFolder")).toString());
    if (dir.isEmpty())
        return;
    settings.setValue(QStringLiteral("paths/lastFolder"), dir);
    mode == Mode::Add ? add({dir}) : open({dir});
}

void ImportActions::openFileDialog(Mode mode)
{
    QSettings settings;
    const QString file = QFileDialog::getOpenFileName(
        m_window, mode == Mode::Add ? tr("Add Results File") : tr("Open Results File"),
        settings.value(QStringLiteral("paths/lastFolder")).toString(),
        mode == Mode::Add
            ? tr("Results and datasets (*.csv *.json);;All files (*)")
            : tr("Results, datasets and sessions (*.csv *.json *.%1);;All files (*)").arg(QLatin1String(io::kSessionSuffix)));
    if (file.isEmpty())
        return;
    settings.setValue(QStringLiteral("paths/lastFolder"), QFileInfo(file).absolutePath());
    mode == Mode::Add ? add({file}) : open({file});
}

bool ImportActions::drop(const QMimeData *data, Qt::KeyboardModifiers modifiers)
{
    QStringList paths;
    for (const QUrl &url : data->urls())
        if (url.isLocalFile())
            paths << url.toLocalFile();
    if (paths.isEmpty())
        return false;
    modifiers &Qt::ControlModifier ? add(paths) : open(paths);
    return true;
}

void ImportActions::useBuiltInRules()
{
    state::OfficialRulesChoice::useBuiltIn();
    emit rulesChanged();
    emit message(tr("Imports now check runs with the built-in official rules: reopen results to check them again."), 8000);
}

void ImportActions::chooseRulesFolder()
{
    const QString dir = QFileDialog::getExistingDirectory(m_window, tr("Folder of an mlperf_logging Checkout"),
                                                          state::OfficialRulesChoice::folder());
    if (dir.isEmpty()) {
        emit rulesChanged();
        return;
    }
    QString error;
    if (!state::OfficialRulesChoice::useFolder(dir, &error))
        QMessageBox::warning(m_window, tr("MLPerf Rules"),
                             i18n::richTextOf(tr("The rules in %1 cannot be used:\n%2\n\nThe rules in use stay as they were.")
                                                  .arg(QDir::toNativeSeparators(dir), error)));
    else
        emit message(tr("Imports now check runs with %1: reopen results to check them again.")
                         .arg(state::OfficialRulesChoice::description()),
                     10000);
    emit rulesChanged();
}

void ImportActions::open(const QStringList &paths, const QString &round)
{
    for (const QString &path : paths)
        if (io::isSessionPath(path)) { // a session replaces everything: it opens alone
            m_sessions->open(path);
            return;
        }
    start(paths, round, Mode::Replace);
}

void ImportActions::add(const QStringList &paths, const QString &round)
{
    if (m_document->dataset().isEmpty())
        return open(paths, round);
    start(paths, round, Mode::Add);
}

void ImportActions::start(const QStringList &given, const QString &roundIn, Mode mode)
{
    // A probe run (from this or another machine) goes to the probe's history, not the dataset.
    QStringList paths;
    for (const QString &path : given) {
        QString error;
        if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) || !probe::looksLikeRunFile(path))
            paths << path;
        else if (!m_importProbeRun(path, &error))
            QMessageBox::warning(m_window, tr("Import Probe Run"),
                                 i18n::richTextOf(tr("%1 cannot be imported: %2").arg(QDir::toNativeSeparators(path), error)));
    }
    if (paths.isEmpty())
        return;
    if (mode == Mode::Replace && !m_sessions->maybeSave())
        return;
    QString round = roundIn;
    if (round.isEmpty()) {
        for (const QString &p : paths) {
            if (!needsRound(p))
                continue;
            round = m_roundPrompt ? m_roundPrompt(p) : QString();
            if (round.isEmpty()) {
                m_status->setProblem(tr("Not opened: no round was given for %1.").arg(QDir::toNativeSeparators(p)));
                emit declined();
                return;
            }
            break;
        }
    }
    QList<io::SessionSource> sources;
    for (const QString &p : paths)
        sources << io::SessionSource{absolutePath(p), round, QString()};
    m_document->import(sources, mode);
}

} // namespace scalescope
