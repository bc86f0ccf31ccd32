// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/MainMenus.h"

#include "app/state/OfficialRulesChoice.h"
#include "core/i18n/Localization.h"
#include "core/rules/RuleBook.h"

#include <QActionGroup>
#include <QDir>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>

namespace scalescope {

MainMenus::MainMenus(QMenuBar *bar, QMenu *columns, QAction *details, QObject *parent) : QObject(parent)
{
    m_fileMenu = bar->addMenu(QString());
    m_openFile = m_fileMenu->addAction(QString(), this, [this]() { emit openFileRequested(false); });
    m_openFile->setShortcut(QKeySequence::Open);
    m_openFolder = m_fileMenu->addAction(QString(), this, [this]() { emit openFolderRequested(false); });
    m_openFolder->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_addFile = m_fileMenu->addAction(QString(), this, [this]() { emit openFileRequested(true); });
    m_addFolder = m_fileMenu->addAction(QString(), this, [this]() { emit openFolderRequested(true); });
    m_addFolder->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O));
    m_openSample = m_fileMenu->addAction(QString(), this, &MainMenus::openSampleRequested);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_rulesMenu = m_fileMenu->addMenu(QString());
    m_builtInRules = m_rulesMenu->addAction(QString(), this, &MainMenus::builtInRulesRequested);
    m_folderRules = m_rulesMenu->addAction(QString(), this, &MainMenus::rulesFolderRequested);
    for (QAction *a : {m_builtInRules, m_folderRules})
        a->setCheckable(true);
    m_fileMenu->addSeparator();
    m_openSession = m_fileMenu->addAction(QString(), this, &MainMenus::openSessionRequested);
    m_saveSession = m_fileMenu->addAction(QString(), this, [this]() { emit saveSessionRequested(false); });
    m_saveSession->setShortcut(QKeySequence::Save);
    m_saveSessionAs = m_fileMenu->addAction(QString(), this, [this]() { emit saveSessionRequested(true); });
    // The platform's Save As, else Ctrl+Shift+S (plain X11 desktops have no Save As binding, and the
    // menu showed none although Help promises it).
    const QList<QKeySequence> saveAs = QKeySequence::keyBindings(QKeySequence::SaveAs);
    m_saveSessionAs->setShortcuts(saveAs.isEmpty() ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)}
                                                   : saveAs);
    m_recentSessionsMenu = m_fileMenu->addMenu(QString());
    m_fileMenu->addSeparator();
    m_exportMenu = m_fileMenu->addMenu(QString());
    m_exportAllCsv = m_exportMenu->addAction(QString(), this, [this]() { emit exportTableRequested(false, false); });
    m_exportFilteredCsv = m_exportMenu->addAction(QString(), this, [this]() { emit exportTableRequested(true, false); });
    m_exportAllJson = m_exportMenu->addAction(QString(), this, [this]() { emit exportTableRequested(false, true); });
    m_exportFilteredJson = m_exportMenu->addAction(QString(), this, [this]() { emit exportTableRequested(true, true); });
    m_exportFilteredCsv->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportReport = m_fileMenu->addAction(QString(), this, &MainMenus::exportReportRequested);
    m_exportReport->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_fileMenu->addSeparator();
    m_quit = m_fileMenu->addAction(QString(), this, &MainMenus::quitRequested);
    m_quit->setShortcut(QKeySequence::Quit);
    m_quit->setMenuRole(QAction::QuitRole);

    m_viewMenu = bar->addMenu(QString());
    m_search = m_viewMenu->addAction(QString(), this, &MainMenus::searchRequested);
    m_search->setShortcut(QKeySequence::Find);
    m_viewMenu->addMenu(columns);
    m_viewMenu->addAction(details);
    m_importReport = m_viewMenu->addAction(QString(), this, &MainMenus::importReportRequested);
    m_importReport->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_viewMenu->addSeparator();
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languages = new QActionGroup(this);
    for (const QString &language : i18n::supportedLanguages()) {
        QAction *a = m_languageMenu->addAction(i18n::nativeLanguageName(language));
        a->setCheckable(true);
        a->setData(language);
        m_languages->addAction(a);
        connect(a, &QAction::triggered, this, [this, language]() { emit languageRequested(language); });
    }

    m_helpMenu = bar->addMenu(QString());
    m_help = m_helpMenu->addAction(QString(), this, &MainMenus::helpRequested);
    m_help->setShortcut(QKeySequence::HelpContents);
    m_about = m_helpMenu->addAction(QString(), this, &MainMenus::aboutRequested);
}

void MainMenus::showRecent(const QStringList &files, const QStringList &sessions)
{
    const auto fill = [this](QMenu *menu, const QStringList &recent, bool isSession) {
        menu->clear();
        for (int i = 0; i < recent.size(); ++i) {
            const QString &path = recent[i];
            QAction *a = menu->addAction(QStringLiteral("&%1  %2").arg(i + 1).arg(QDir::toNativeSeparators(path)));
            connect(a, &QAction::triggered, this, [this, path, isSession]() {
                isSession ? emit openRecentSessionRequested(path) : emit openRecentRequested(path);
            });
        }
        menu->setEnabled(!recent.isEmpty());
    };
    fill(m_recentMenu, files, false);
    fill(m_recentSessionsMenu, sessions, true);
}

void MainMenus::showRules()
{
    const QString folder = state::OfficialRulesChoice::folder();
    m_builtInRules->setText(tr("&Built-in Rules (mlcommons/logging %1)")
                                .arg(QString::fromStdString(rules::RuleBook::embedded()->sources().toolVersion)));
    m_builtInRules->setChecked(folder.isEmpty());
    m_folderRules->setText(folder.isEmpty() ? tr("Rules From an mlperf_logging &Folder…")
                                            : tr("Rules From %1…").arg(QDir::toNativeSeparators(folder)));
    m_folderRules->setChecked(!folder.isEmpty());
    m_folderRules->setStatusTip(tr("Check runs with the rule files of an mlperf_logging checkout, for a round "
                                   "published after this version of ScaleScope"));
}

void MainMenus::retranslate()
{
    m_fileMenu->setTitle(tr("&File"));
    m_openFile->setText(tr("&Open File…"));
    m_openFile->setStatusTip(tr("Open a results table (CSV) or a ScaleScope dataset (JSON or CSV) in place of what is open"));
    m_openFolder->setText(tr("Open &Folder…"));
    m_openFolder->setStatusTip(tr("Open an MLPerf Training or HPC results folder in place of what is open"));
    m_addFile->setText(tr("&Add File…"));
    m_addFile->setStatusTip(tr("Add a results table or dataset to what is open (a configuration already open is replaced)"));
    m_addFolder->setText(tr("Add Fol&der…"));
    m_addFolder->setStatusTip(tr("Add another round or results folder to what is open (a configuration already open is "
                                 "replaced)"));
    m_openSample->setText(tr("Open &Sample"));
    m_openSample->setStatusTip(tr("Open the embedded sample: real MLPerf Training results v1.0, v3.1 and v4.0"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_rulesMenu->setTitle(tr("MLPerf &Rules"));
    showRules();
    m_openSession->setText(tr("Open Sess&ion…"));
    m_openSession->setStatusTip(tr("Open a saved session: its data, settings, selection and views"));
    m_saveSession->setText(tr("Sa&ve Session"));
    m_saveSession->setStatusTip(tr("Save what is open, the analysis settings, the selection and the views as a session"));
    m_saveSessionAs->setText(tr("Save Session &As…"));
    m_recentSessionsMenu->setTitle(tr("Recent Sessio&ns"));
    m_exportMenu->setTitle(tr("&Export Table"));
    m_exportAllCsv->setText(tr("All Rows as CSV…"));
    m_exportFilteredCsv->setText(tr("Filtered Rows as CSV…"));
    m_exportAllJson->setText(tr("All Rows as Dataset JSON…"));
    m_exportFilteredJson->setText(tr("Filtered Rows as Dataset JSON…"));
    m_exportReport->setText(tr("Export &Report (PDF)…"));
    m_quit->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_search->setText(tr("&Search"));
    m_importReport->setText(tr("Import &Report…"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_help->setText(tr("Quick &Help"));
    m_about->setText(tr("&About ScaleScope"));
    for (QAction *a : m_languages->actions())
        a->setChecked(a->data().toString() == i18n::currentLanguage());
}

} // namespace scalescope
