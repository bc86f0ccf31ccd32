// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What is open, as one document: the sources and the dataset imported from them, the session file
// they belong to and whether they changed since it was saved, and the recent files. Imports run off
// the GUI thread; a failed or cancelled one leaves the dataset as it was. The controller decides and
// reports; the window asks the user (the source prompt) and words the outcome.
#include "core/io/SessionFormat.h"
#include "core/model/Dataset.h"

#include <QJsonObject>
#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

namespace scalescope::jobs {
class JobRunner;
} // namespace scalescope::jobs

namespace scalescope::state {

class AnalysisController;

// How an import ended, for the window to word.
struct ImportResult
{
    enum class Result
    {
        Applied,         // the dataset was replaced or extended
        Cancelled,       // the user cancelled the import
        SessionDeclined, // a session's changed source made the user stop opening it
        NothingImported  // every source failed
    } result = Result::Applied;
    bool session = false;        // a session was being opened
    QString reason;              // NothingImported: the first error's message
    model::Diagnostics failures; // NothingImported: every source's diagnostics
    QStringList tried;           // NothingImported: the sources' paths
};

class DocumentController : public QObject
{
    Q_OBJECT
public:
    enum class Mode
    {
        Replace, // what is imported replaces what is open
        Add      // it joins it: the same configuration id twice, the later one wins
    };
    enum class SessionOpen
    {
        Started,      // its sources are being imported
        Cancelled,    // the user stopped at a missing source
        Unreadable,   // the file is no session (the error says why)
        NoSourcesLeft // none of its sources could be found
    };

    explicit DocumentController(AnalysisController *analysis, QObject *parent = nullptr);

    const model::Dataset &dataset() const { return *m_dataset; }
    std::shared_ptr<const model::Dataset> sharedDataset() const { return m_dataset; }
    const QList<io::SessionSource> &sources() const { return m_sources; }
    QStringList sourcePaths() const; // the sources' paths (the import report shows paths below them)
    // What the window's title calls it: the session's name, or "training_v4.0 + 2 more"; empty
    // when nothing is open.
    QString displayName() const;
    QString sessionPath() const { return m_sessionPath; }
    jobs::JobRunner *imports() const { return m_imports; }

    // Asked about a session's source that moved (when it opens) or changed (once imported).
    void setSourcePrompt(std::function<io::SourceDecision(const QString &path, io::SourceProblem problem)> prompt)
    {
        m_sourcePrompt = std::move(prompt);
    }

    // Imports the sources off the GUI thread; then, on success, datasetReplaced, sessionRestored
    // (when a session opens) and importEnded, in that order.
    void import(const QList<io::SessionSource> &sources, Mode mode, std::optional<io::Session> session = std::nullopt);
    // Reads a session file and starts importing its sources; a missing source is asked about first.
    SessionOpen openSession(const QString &path, QString *error);
    // Writes the session atomically; it becomes this document's file and its saved state.
    bool saveSession(const QString &path, const io::Session &session, QString *error);

    // Whether the sources, the analysis settings or the views' edited state (setViewState) changed
    // since the document was opened or saved.
    bool isModified() const;
    void markSaved();
    // The views' state that counts as an edit (chart options, chart edits, the planner's question;
    // not zoom, selection or tab), for isModified().
    void setViewState(std::function<QJsonObject()> viewState) { m_viewState = std::move(viewState); }
    // The views' state may have changed (a click or key in the window): documentChanged when
    // isModified() now says otherwise.
    void viewsMayHaveChanged();
    // The views show what was opened (a session's view states, or their defaults for new data):
    // that is their saved state.
    void viewsRestored();

    QStringList recentFiles() const;
    QStringList recentSessions() const;

signals:
    void importStarted(const QString &rulesError); // rulesError: the chosen rules could not be read
    // The dataset now open, with the session's settings when a session opens: for the views.
    void datasetReplaced(std::optional<analysis::AnalysisSettings> settings);
    // A session's data is in place: its selection and view state are for the views.
    void sessionRestored(const io::Session &session);
    void importEnded(const ImportResult &outcome);
    void recentChanged();
    void documentChanged(); // its file, sources or saved state: the window's title

private:
    struct ImportedSource;
    void finishImport(QList<ImportedSource> imported, Mode mode, std::optional<io::Session> session);
    void addRecent(const QStringList &paths);
    void addRecentSession(const QString &path);
    QByteArray documentState() const;
    QJsonObject viewState() const;

    AnalysisController *m_analysis;
    jobs::JobRunner *m_imports;
    std::shared_ptr<const model::Dataset> m_dataset; // the parts merged
    QList<model::Dataset> m_parts;                   // what each of m_sources imported, in its order
    QList<io::SessionSource> m_sources;              // what is open, as a session records it
    QString m_sessionPath;
    QString m_openingPath;           // the session being opened, until its import lands
    bool m_openingRewritten = false; // its sources were located elsewhere or dropped
    QByteArray m_savedState;         // documentState() when last opened or saved
    std::function<QJsonObject()> m_viewState;
    QJsonObject m_savedViews;     // viewState() when last opened or saved
    bool m_shownModified = false; // isModified() when documentChanged was last emitted
    std::function<io::SourceDecision(const QString &, io::SourceProblem)> m_sourcePrompt;
};

} // namespace scalescope::state
