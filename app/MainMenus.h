// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The window's menus with their shortcuts and words: File (open, add, the sample, recent files,
// the MLPerf rules, sessions, export, quit), View (search, columns, details, the import report,
// language) and Help. A menu says what the user asked for; the window does it.
#include <QObject>
#include <QStringList>

class QAction;
class QActionGroup;
class QMenu;
class QMenuBar;

namespace scalescope {

class MainMenus : public QObject
{
    Q_OBJECT
public:
    // columns and details: the table page's Columns menu and the details dock's toggle, shown under View.
    MainMenus(QMenuBar *bar, QMenu *columns, QAction *details, QObject *parent = nullptr);

    void retranslate();
    void showRecent(const QStringList &files, const QStringList &sessions);
    void showRules(); // which rules imports use (built-in or a folder), from OfficialRulesChoice

signals:
    void openFileRequested(bool add); // add: to what is open, else in its place
    void openFolderRequested(bool add);
    void openSampleRequested();
    void openRecentRequested(const QString &path);
    void openRecentSessionRequested(const QString &path);
    void builtInRulesRequested();
    void rulesFolderRequested();
    void openSessionRequested();
    void saveSessionRequested(bool askForPath);
    void exportTableRequested(bool filteredOnly, bool json);
    void exportReportRequested();
    void quitRequested();
    void searchRequested();
    void importReportRequested();
    void languageRequested(const QString &language);
    void helpRequested();
    void aboutRequested();

private:
    QMenu *m_fileMenu, *m_recentMenu, *m_rulesMenu, *m_recentSessionsMenu, *m_exportMenu;
    QMenu *m_viewMenu, *m_languageMenu, *m_helpMenu;
    QAction *m_openFile, *m_openFolder, *m_addFile, *m_addFolder, *m_openSample;
    QAction *m_builtInRules, *m_folderRules;
    QAction *m_openSession, *m_saveSession, *m_saveSessionAs;
    QAction *m_exportAllCsv, *m_exportFilteredCsv, *m_exportAllJson, *m_exportFilteredJson, *m_exportReport;
    QAction *m_quit, *m_search, *m_importReport, *m_help, *m_about;
    QActionGroup *m_languages;
};

} // namespace scalescope
