// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/state/DocumentController.h"

#include "app/jobs/JobRunner.h"
#include "app/state/AnalysisController.h"
#include "app/state/OfficialRulesChoice.h"
#include "core/import/SourceImporter.h"
#include "core/io/AtomicFile.h"
#include "core/io/RegularFile.h"
#include "core/rules/RuleBook.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

#include <algorithm>

namespace scalescope::state {

QString DocumentController::displayName() const
{
    if (!m_sessionPath.isEmpty())
        return QFileInfo(m_sessionPath).completeBaseName();
    if (m_sources.isEmpty())
        return {};
    const QString first = m_sources.first().path;
    const QString name = first.startsWith(QLatin1Char(':')) ? tr("sample") : QFileInfo(first).fileName();
    return m_sources.size() > 1 ? tr("%1 + %n more", nullptr, int(m_sources.size() - 1)).arg(name) : name;
}

QStringList DocumentController::sourcePaths() const
{
    QStringList paths;
    for (const io::SessionSource &s : m_sources)
        paths << s.path;
    return paths;
}

// One source's import, before it is merged: decided about on the GUI thread (a session's changed
// source may be dropped) and only then merged.
struct DocumentController::ImportedSource
{
    io::SessionSource opened; // path, round and fingerprint of what it imported
    model::Dataset dataset;
};

namespace {

constexpr int kMaxRecent = 8;

QString cleanAbsolute(const QString &path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

// Puts the paths first in the recent list stored under `key` (the last given first), at most
// kMaxRecent entries.
void remember(const QString &key, const QStringList &paths)
{
    QStringList recent = QSettings().value(key).toStringList();
    for (const QString &p : paths) {
        const QString abs = QFileInfo(p).absoluteFilePath();
        recent.removeAll(abs);
        recent.prepend(abs);
    }
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    QSettings().setValue(key, recent);
}

} // namespace

DocumentController::DocumentController(AnalysisController *analysis, QObject *parent)
    : QObject(parent), m_analysis(analysis), m_imports(new jobs::JobRunner(this)),
      m_dataset(std::make_shared<const model::Dataset>())
{
}

void DocumentController::import(const QList<io::SessionSource> &sources, Mode mode, std::optional<io::Session> session)
{
    QString rulesError;
    const std::shared_ptr<const rules::RuleBook> rules = OfficialRulesChoice::book(&rulesError);
    m_imports->start<QList<ImportedSource>>(
        [sources, rules](const jobs::JobRunner::Context &context) {
            QList<ImportedSource> out;
            for (const io::SessionSource &source : sources) {
                import::ImportOptions options;
                options.rules = rules;
                options.cancel = context.cancel;
                options.progress = context.progress;
                QList<io::SessionSource> opened;
                bool cancelled = false;
                model::Dataset d = import::importSessionSources({source}, options, &opened, &cancelled);
                if (cancelled || context.cancelled())
                    break;
                out << ImportedSource{opened.value(0, source), std::move(d)};
            }
            return out;
        },
        [this, mode, session](QList<ImportedSource> imported) { finishImport(std::move(imported), mode, session); },
        [this]() {
            emit importEnded(ImportResult{ImportResult::Result::Cancelled, false, {}, {}, {}});
        });
    emit importStarted(rulesError); // after start(): the window shows the import as running
}

void DocumentController::finishImport(QList<ImportedSource> imported, Mode mode, std::optional<io::Session> session)
{
    ImportResult outcome;
    outcome.session = session.has_value();
    bool rewritten = session && m_openingRewritten; // a session source was located, dropped or taken as it is now
    if (session) {
        // Sources that import to something else than when the session was saved.
        for (auto it = imported.begin(); it != imported.end();) {
            const auto saved = std::find_if(session->sources.cbegin(), session->sources.cend(),
                                            [&](const io::SessionSource &s) { return s.path == it->opened.path; });
            if (saved == session->sources.cend() || saved->fingerprint.isEmpty() ||
                saved->fingerprint == it->opened.fingerprint) {
                ++it;
                continue;
            }
            const io::SourceDecision d = m_sourcePrompt(it->opened.path, io::SourceProblem::Changed);
            if (d.kind == io::SourceDecision::Cancel) {
                outcome.result = ImportResult::Result::SessionDeclined;
                emit importEnded(outcome);
                return;
            }
            rewritten = true;
            it = d.kind == io::SourceDecision::Skip ? imported.erase(it) : it + 1;
        }
    }
    // Each source's own data, so that one opened again replaces its part rather than merging twice
    // (its warnings counted again, each of its results "replaced" by itself).
    QList<model::Dataset> parts = mode == Mode::Add ? m_parts : QList<model::Dataset>();
    QList<io::SessionSource> sources = mode == Mode::Add ? m_sources : QList<io::SessionSource>();
    bool anything = false;
    model::Diagnostics failures;
    for (ImportedSource &s : imported) {
        if (s.dataset.isEmpty()) {
            failures << s.dataset.diagnostics;
            continue;
        }
        anything = true;
        // The same folder opened again is one source, read anew (the title counted it twice).
        const QString again = cleanAbsolute(s.opened.path);
        const auto same = std::find_if(sources.begin(), sources.end(),
                                       [&again](const io::SessionSource &o) { return cleanAbsolute(o.path) == again; });
        if (same != sources.end()) {
            parts[same - sources.begin()] = std::move(s.dataset);
            *same = s.opened;
        } else {
            sources << s.opened;
            parts << std::move(s.dataset);
        }
    }
    if (!anything) {
        // Nothing imported: what the user had stays, and the window says why.
        outcome.result = ImportResult::Result::NothingImported;
        const auto error = std::find_if(failures.cbegin(), failures.cend(),
                                        [](const model::Diagnostic &d) { return d.severity == model::Severity::Error; });
        if (error != failures.cend())
            outcome.reason = model::diagnosticMessage(*error);
        outcome.failures = failures;
        for (const io::SessionSource &s : std::as_const(sources))
            outcome.tried << s.path;
        emit importEnded(outcome);
        return;
    }
    QStringList paths;
    for (const io::SessionSource &s : std::as_const(sources))
        paths << s.path;
    if (mode == Mode::Replace && !session)
        m_sessionPath.clear(); // new data, a new document
    model::Dataset merged;
    for (const model::Dataset &part : std::as_const(parts))
        merged.merge(model::Dataset(part));
    m_sources = sources;
    m_parts = std::move(parts);
    m_dataset = std::make_shared<const model::Dataset>(std::move(merged));
    emit datasetReplaced(session ? std::optional(session->settings) : std::nullopt);
    addRecent(mode == Mode::Add ? QStringList{paths.last()} : paths);
    if (session) {
        emit sessionRestored(*session);
        m_sessionPath = m_openingPath;
        addRecentSession(m_sessionPath);
        markSaved();
        if (rewritten) {
            m_savedState.clear(); // the session no longer says what is open: it has unsaved changes
            m_shownModified = true;
            emit documentChanged();
        }
    } else if (mode == Mode::Replace) {
        markSaved();
    } else {
        emit documentChanged(); // a source more
    }
    emit importEnded(outcome);
}

DocumentController::SessionOpen DocumentController::openSession(const QString &path, QString *error)
{
    std::optional<io::Session> session;
    if (const auto bytes = io::readRegularFile(path, io::kMaxSessionBytes, error))
        session = io::sessionFromJson(*bytes, error);
    if (!session)
        return SessionOpen::Unreadable;
    // Sources that are not where the session says: locate them, go on without them, or stop.
    QList<io::SessionSource> sources;
    bool rewritten = false;
    for (io::SessionSource s : std::as_const(session->sources)) {
        if (!s.path.startsWith(QLatin1Char(':')) && !QFileInfo::exists(s.path)) {
            const io::SourceDecision d = m_sourcePrompt(s.path, io::SourceProblem::Missing);
            if (d.kind == io::SourceDecision::Cancel)
                return SessionOpen::Cancelled;
            rewritten = true;
            if (d.kind == io::SourceDecision::Skip)
                continue;
            for (io::SessionSource &saved : session->sources) // the fingerprint still applies to the moved copy
                if (saved.path == s.path)
                    saved.path = d.newPath;
            s.path = d.newPath;
        }
        sources << s;
    }
    if (sources.isEmpty())
        return SessionOpen::NoSourcesLeft;
    m_openingPath = QFileInfo(path).absoluteFilePath();
    m_openingRewritten = rewritten;
    import(sources, Mode::Replace, session);
    return SessionOpen::Started;
}

bool DocumentController::saveSession(const QString &path, const io::Session &session, QString *error)
{
    if (!io::writeFileAtomically(path, io::sessionToJson(session), error))
        return false;
    m_sessionPath = QFileInfo(path).absoluteFilePath();
    addRecentSession(m_sessionPath);
    markSaved();
    return true;
}

// What "unsaved changes" means: the sources, the analysis settings (the table's filters only when
// the analysis uses them) and the views' edited state. The selection, the tab and the charts' zoom
// are saved too, but changing them is looking, not editing.
QByteArray DocumentController::documentState() const
{
    io::Session s;
    s.sources = m_sources;
    s.settings = m_analysis->settings();
    if (!s.settings.filteredOnly)
        s.settings.filter = analysis::ConfigurationFilter();
    return io::sessionToJson(s);
}

QJsonObject DocumentController::viewState() const
{
    return m_viewState ? m_viewState() : QJsonObject();
}

bool DocumentController::isModified() const
{
    return !m_dataset->isEmpty() && (documentState() != m_savedState || viewState() != m_savedViews);
}

void DocumentController::markSaved()
{
    m_savedState = documentState();
    m_savedViews = viewState();
    m_shownModified = isModified();
    emit documentChanged();
}

void DocumentController::viewsMayHaveChanged()
{
    if (isModified() == m_shownModified)
        return;
    m_shownModified = !m_shownModified;
    emit documentChanged();
}

void DocumentController::viewsRestored()
{
    m_savedViews = viewState();
    viewsMayHaveChanged();
}

QStringList DocumentController::recentFiles() const
{
    return QSettings().value(QStringLiteral("paths/recent")).toStringList();
}

QStringList DocumentController::recentSessions() const
{
    return QSettings().value(QStringLiteral("sessions/recent")).toStringList();
}

void DocumentController::addRecent(const QStringList &paths)
{
    QStringList files;
    for (const QString &p : paths)
        if (!p.startsWith(QLatin1Char(':'))) // the embedded sample has its own action
            files << p;
    remember(QStringLiteral("paths/recent"), files);
    emit recentChanged();
}

void DocumentController::addRecentSession(const QString &path)
{
    remember(QStringLiteral("sessions/recent"), {path});
    emit recentChanged();
}

} // namespace scalescope::state
