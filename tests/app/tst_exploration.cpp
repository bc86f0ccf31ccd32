// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The exploration window, offscreen: filters, details, import report, export, columns, recent
// files, the round prompt, and the models under QAbstractItemModelTester.
#include "AppTestSupport.h"
#include "TestData.h"
#include "app/MainWindow.h"
#include "app/dialogs/ImportReportDialog.h"
#include "app/models/ConfigurationFilterModel.h"
#include "app/models/ConfigurationTableModel.h"
#include "app/models/DiagnosticsModel.h"
#include "app/views/DetailsPane.h"
#include "app/views/FilterBar.h"
#include "core/i18n/Localization.h"
#include "core/import/SourceImporter.h"
#include "core/io/DatasetFormat.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDesktopServices>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QToolButton>
#include <QTreeView>
#include <QUrl>

using namespace scalescope;

// Takes the URLs the application would open (QDesktopServices' handler), so no browser starts.
class UrlCatcher : public QObject
{
    Q_OBJECT
public:
    QList<QUrl> urls;
public slots:
    void open(const QUrl &url) { urls << url; }
};

class TestExploration : public QObject
{
    Q_OBJECT

    static bool waitForImport(MainWindow &w)
    {
        QSignalSpy spy(&w, &MainWindow::importFinished);
        return spy.wait(60000);
    }

    static int comboIndex(QComboBox *box, const QString &value) { return box->findData(value); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ScaleScopeTests"));
        QSettings().clear();
        i18n::installLanguage(QStringLiteral("en"));
    }

    void init() { QSettings().clear(); }

    void modelsPassTheTester()
    {
        const model::Dataset ds = import::importSource(QLatin1String(import::kSamplePath)).dataset;
        models::ConfigurationTableModel table;
        models::ConfigurationFilterModel filter;
        filter.setSourceModel(&table);
        QAbstractItemModelTester t1(&table, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        table.setConfigurations(ds.configurations);
        filter.setFieldFilter(models::ConfigurationFilterModel::Benchmark, QStringLiteral("bert"));
        filter.setText(QStringLiteral("nvidia"));
        filter.clearFilters();
        models::DiagnosticsModel diags;
        QAbstractItemModelTester t3(&diags, QAbstractItemModelTester::FailureReportingMode::QtTest);
        diags.setDiagnostics(
            {model::Diagnostic{QStringLiteral("a"), 3, model::Severity::Error, QStringLiteral("log.no_run_stop"), {}},
             model::Diagnostic{
                 QStringLiteral("a"), 0, model::Severity::Info, QStringLiteral("log.duplicate"), {QStringLiteral("b")}},
             model::Diagnostic{QStringLiteral("b"), 1, model::Severity::Warning, QStringLiteral("log.no_run_start"), {}}});
        QCOMPARE(diags.rowCount(), 2);
        QCOMPARE(diags.rowCount(diags.index(0, 0)), 2);
        diags.setMinimumSeverity(model::Severity::Error);
        QCOMPARE(diags.rowCount(), 1);
        QCOMPARE(diags.shownCount(), 1);
        diags.retranslate();
        // A note about a configuration names it by id, not as a file under the working folder.
        const QString id = QStringLiteral("4.0/NVIDIA/eos_n8_ngc24.04_mxnet/resnet");
        QCOMPARE(models::DiagnosticsModel::fullLocation(id), id);
        QCOMPARE(models::DiagnosticsModel::fullLocation(QStringLiteral("/tmp/x/result_0.txt")),
                 QStringLiteral("/tmp/x/result_0.txt"));
        diags.setMinimumSeverity(model::Severity::Info);
        diags.setDiagnostics({model::Diagnostic{id, 0, model::Severity::Info, QStringLiteral("derived.no_throughput"), {}}});
        const QString tip = diags.data(diags.index(0, 0, diags.index(0, 0)), Qt::ToolTipRole).toString();
        QVERIFY2(tip.startsWith(QLatin1String("<qt>") + id) && !tip.contains(QDir::currentPath()), qPrintable(tip));
    }

    void filtersNarrowAndClear()
    {
        MainWindow w;
        w.show();
        w.openSample();
        QVERIFY(waitForImport(w));
        QAbstractItemModel *view = w.tableView()->model();
        QCOMPARE(view->rowCount(), 154);
        views::FilterBar *bar = w.filterBar();
        QComboBox *bench = bar->combo(models::ConfigurationFilterModel::Benchmark);
        bench->setCurrentIndex(comboIndex(bench, QStringLiteral("bert")));
        QCOMPARE(view->rowCount(), 22); // v1.0 is the only round with bert here
        QComboBox *round = bar->combo(models::ConfigurationFilterModel::Round);
        round->setCurrentIndex(comboIndex(round, QStringLiteral("4.0")));
        QCOMPARE(view->rowCount(), 0);
        bench->setCurrentIndex(comboIndex(bench, QStringLiteral("resnet")));
        QCOMPARE(view->rowCount(), 36);
        QComboBox *acc = bar->combo(models::ConfigurationFilterModel::Accelerator);
        acc->setCurrentIndex(comboIndex(acc, QStringLiteral("NVIDIA H100 SXM5 80GB")));
        const int h100 = view->rowCount();
        QVERIFY(h100 > 10 && h100 < 36);
        bar->searchBox()->setText(QStringLiteral("eos"));
        QVERIFY(view->rowCount() >= 1 && view->rowCount() < h100);
        for (int r = 0; r < view->rowCount(); ++r)
            QVERIFY(view->index(r, models::ConfigurationTableModel::System)
                        .data()
                        .toString()
                        .contains(QLatin1String("eos"), Qt::CaseInsensitive));
        bar->clear();
        QCOMPARE(view->rowCount(), 154);
    }

    // Organisations spelt in two cases ("krai", "Krai") are one entry, and choosing it (from the
    // keyboard) keeps both spellings' rows.
    void oneFilterEntryWhateverTheCase()
    {
        QTemporaryDir dir;
        const QString table = dir.filePath(QStringLiteral("cases_v4.0.csv"));
        QFile f(table);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("submitter,system,accelerators_count,resnet\nkrai,a,8,10\nKrai,b,8,12\nOther,c,8,11\n");
        f.close();
        MainWindow w;
        w.show();
        w.openPaths({table});
        QVERIFY(waitForImport(w));
        QComboBox *org = w.filterBar()->combo(models::ConfigurationFilterModel::Org);
        QCOMPARE(org->count(), 3); // All, Krai, Other
        QCOMPARE(org->itemText(1), QStringLiteral("Krai"));
        org->setFocus();
        QTest::keyClick(org, Qt::Key_Down);
        QCOMPARE(org->currentText(), QStringLiteral("Krai"));
        QCOMPARE(w.tableView()->model()->rowCount(), 2);
    }

    // Rows chosen with a click and a Ctrl-click, Ctrl+C: the rows as the table shows them, tab-separated
    // under the header, for a spreadsheet (the table had no way to copy them).
    void ctrlCCopiesTheSelectedRows()
    {
        MainWindow w;
        QVERIFY(test::openSampleOn(w, w.tabs()->widget(0), QSize(1280, 780)));
        QTableView *table = w.tableView();
        const QModelIndex first = table->model()->index(0, 1), third = table->model()->index(2, 1);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier, table->visualRect(first).center());
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::ControlModifier, table->visualRect(third).center());
        QCOMPARE(table->selectionModel()->selectedRows().size(), 2);
        QApplication::clipboard()->clear();
        QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
        const QStringList lines = QApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        const QHeaderView *header = table->horizontalHeader();
        QCOMPARE(lines[0].split(QLatin1Char('\t')).first(),
                 table->model()->headerData(header->logicalIndex(0), Qt::Horizontal).toString());
        QVERIFY2(lines[1].split(QLatin1Char('\t')).contains(first.data().toString()), qPrintable(lines[1]));
        QVERIFY2(lines[2].split(QLatin1Char('\t')).contains(third.data().toString()), qPrintable(lines[2]));
    }

    void selectionFillsDetails()
    {
        MainWindow w;
        w.show();
        w.openSample();
        QVERIFY(waitForImport(w));
        w.filterBar()->searchBox()->setText(QStringLiteral("tinybox_green"));
        QCOMPARE(w.tableView()->model()->rowCount(), 1);
        w.tableView()->selectRow(0);
        const QString text = w.detailsPane()->plainText();
        QVERIFY2(text.contains(QLatin1String("4.0/tinycorp/tinybox_green/resnet")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("result_0.txt")));
        // why the run was dropped, on a row of its own under the run (not squeezed into a column)
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral("result_\\d+\\.txt: no run_stop"))), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("Olympic mean"))); // how the score was computed
        QVERIFY2(text.contains(QLatin1String("left out")) &&
                     !text.contains(QRegularExpression(QStringLiteral("the [01] (fastest|slowest)"))),
                 qPrintable(text));                                       // in words, never "the 1 fastest and the 0 slowest"
        QVERIFY(text.contains(QLatin1String("NVIDIA GeForce RTX 4090"))); // the catalog entry
        QVERIFY(text.contains(QLatin1String("matched by the accelerator name")));
        // Its folder in MLCommons' published results, opened by a click on the link.
        auto *view = w.detailsPane()->findChild<QTextBrowser *>(QStringLiteral("detailsView"));
        QVERIFY(view);
        QTextCursor link = view->document()->find(QStringLiteral("Published result folder"));
        QVERIFY(!link.isNull());
        link.setPosition(link.selectionStart() + 4);
        UrlCatcher browser;
        QDesktopServices::setUrlHandler(QStringLiteral("https"), &browser, "open");
        QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, view->cursorRect(link).center());
        QDesktopServices::unsetUrlHandler(QStringLiteral("https"));
        QCOMPARE(browser.urls,
                 (QList<QUrl>{QUrl(QStringLiteral(
                     "https://github.com/mlcommons/training_results_v4.0/tree/HEAD/tinycorp/results/tinybox_green/resnet"))}));
        w.tableView()->clearSelection();
        QVERIFY(w.detailsPane()->plainText().contains(QLatin1String("Select a configuration")));
    }

    // The Details pane keeps its share of the window: wider in a wide window (it stayed 280 px at
    // every size), and a width the user drags is kept as the new share.
    void detailsPaneGrowsWithTheWindow()
    {
        MainWindow w;
        w.resize(1024, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *dock = w.findChild<QDockWidget *>(QStringLiteral("detailsDock"));
        QVERIFY(dock && dock->isVisible());
        QTRY_VERIFY(dock->width() >= 280);
        const int narrow = dock->width();
        w.resize(1800, 1000);
        QTRY_VERIFY2(dock->width() >= int(1800 * 0.25), qPrintable(QString::number(dock->width())));
        QVERIFY(dock->width() > narrow);
        w.resize(1024, 700);
        QTRY_VERIFY2(dock->width() >= 280 && dock->width() <= narrow + 20, qPrintable(QString::number(dock->width())));
    }

    void malformedTreeShowsItsDiagnostics()
    {
        QTemporaryDir dir;
        const QString root = dir.filePath(QStringLiteral("training_v4.0"));
        QDir().mkpath(root + QStringLiteral("/Acme/systems"));
        QDir().mkpath(root + QStringLiteral("/Acme/results/box/resnet"));
        QFile sys(root + QStringLiteral("/Acme/systems/box.json"));
        QVERIFY(sys.open(QIODevice::WriteOnly));
        sys.write("{\"submitter\": \"Acme\",\n \"number_of_nodes\": ");
        sys.close();
        QFile log(root + QStringLiteral("/Acme/results/box/resnet/result_0.txt"));
        QVERIFY(log.open(QIODevice::WriteOnly));
        log.write(":::MLLOG {\"time_ms\": 1, \"key\": \"run_start\", \"value\": null, \"metadata\": {}}\n");
        log.close();
        MainWindow w;
        w.openPaths({root});
        QVERIFY(waitForImport(w));
        QCOMPARE(w.dataset().configurations.size(), 1);
        dialogs::ImportReportDialog *report = w.importReport();
        QVERIFY(report->model()->fileCount() >= 2); // the system JSON and the log
        const QString text = report->model()->toText();
        QVERIFY2(text.contains(QLatin1String("box.json:2: error: The system description is not valid JSON")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("require a 'run_stop' line")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("training_v4.0/Acme/systems/box.json:2")), qPrintable(text)); // relative
        QVERIFY(!text.contains(dir.path()));
        report->copyToClipboard();
        QCOMPARE(QApplication::clipboard()->text(), text);
        // The counts say the same in the report and in the status bar.
        auto *problems = w.findChild<QToolButton *>(QStringLiteral("problemsButton"));
        QVERIFY(problems);
        QVERIFY2(report->summary().startsWith(problems->text()),
                 qPrintable(report->summary() + QStringLiteral(" / ") + problems->text()));
        QVERIFY2(problems->text().contains(QLatin1String("error")) && problems->text().contains(QLatin1String("note")),
                 qPrintable(problems->text()));
        // A click on a problem shows it in full (wrapped, never cut), with the full path.
        report->show();
        QVERIFY(QTest::qWaitForWindowExposed(report));
        auto *tree = report->findChild<QTreeView *>();
        const QModelIndex file = report->model()->index(0, 0);
        // the full path, as text (the tooltip is rich text with the path escaped)
        QVERIFY(report->model()
                    ->data(file, Qt::ToolTipRole)
                    .toString()
                    .startsWith(QLatin1String("<qt>") + dir.path().toHtmlEscaped()));
        const QModelIndex first = report->model()->index(0, models::DiagnosticsModel::Message, file);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, Qt::NoModifier, tree->visualRect(first).center());
        QTRY_VERIFY2(report->details().contains(report->model()->data(first, Qt::DisplayRole).toString().toHtmlEscaped()),
                     qPrintable(report->details()));
        QVERIFY(report->details().contains(dir.path()));
        // the Korean catalogue re-translates the same diagnostics
        i18n::installLanguage(QStringLiteral("ko"));
        QCoreApplication::processEvents();
        QVERIFY(report->model()->toText().contains(QStringLiteral("오류")));
        i18n::installLanguage(QStringLiteral("en"));
        QCoreApplication::processEvents();
    }

    void roundPromptWhenThePathHasNone()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        QTemporaryDir dir;
        // A copy of one org's system JSON and logs under a path without "vX.Y".
        const QString src = test::mlperfDir() + QStringLiteral("/training_v4.0/tinycorp");
        const QString dst = dir.filePath(QStringLiteral("results-without-round/tinycorp"));
        QDir().mkpath(dst + QStringLiteral("/systems"));
        QFile::copy(src + QStringLiteral("/systems/tinybox_red.json"), dst + QStringLiteral("/systems/tinybox_red.json"));
        QDir().mkpath(dst + QStringLiteral("/results/tinybox_red/resnet"));
        for (const QString &f : QDir(src + QStringLiteral("/results/tinybox_red/resnet")).entryList(QDir::Files))
            QFile::copy(src + QStringLiteral("/results/tinybox_red/resnet/") + f,
                        dst + QStringLiteral("/results/tinybox_red/resnet/") + f);
        MainWindow w;
        QStringList asked;
        w.setRoundPrompt([&](const QString &path) {
            asked << path;
            return QStringLiteral("4.0");
        });
        w.openPaths({dst});
        QVERIFY(waitForImport(w));
        QCOMPARE(asked.size(), 1);
        QCOMPARE(w.dataset().configurations.size(), 1);
        QCOMPARE(w.dataset().configurations.first().round, QStringLiteral("4.0"));
        QVERIFY(w.dataset().configurations.first().scoreMinutes);
        // A folder of other files is not asked about: its import says it holds no results.
        const QString other = dir.filePath(QStringLiteral("holiday-photos"));
        QVERIFY(QDir().mkpath(other + QStringLiteral("/2026")));
        QFile photo(other + QStringLiteral("/2026/beach.txt"));
        QVERIFY(photo.open(QIODevice::WriteOnly));
        photo.close();
        w.openPaths({other});
        QVERIFY(waitForImport(w));
        QCOMPARE(asked.size(), 1);
        QCOMPARE(w.dataset().configurations.size(), 1); // a failed import leaves the data alone
        // declining keeps the dataset
        w.setRoundPrompt([](const QString &) { return QString(); });
        w.openPaths({dst});
        QCOMPARE(w.dataset().configurations.size(), 1);
    }

    void exportAllAndFiltered()
    {
        MainWindow w;
        w.openSample();
        QVERIFY(waitForImport(w));
        w.filterBar()
            ->combo(models::ConfigurationFilterModel::Benchmark)
            ->setCurrentIndex(
                comboIndex(w.filterBar()->combo(models::ConfigurationFilterModel::Benchmark), QStringLiteral("bert")));
        QTemporaryDir dir;
        QString error;
        QVERIFY(w.exportTable(dir.filePath(QStringLiteral("bert.csv")), true, &error));
        QVERIFY(w.exportTable(dir.filePath(QStringLiteral("all.json")), false, &error));
        QCOMPARE(import::importSource(dir.filePath(QStringLiteral("bert.csv"))).dataset.configurations.size(), 22);
        const model::Dataset all = import::importSource(dir.filePath(QStringLiteral("all.json"))).dataset;
        QCOMPARE(all.configurations.size(), 154);
        QCOMPARE(all.configurations, w.dataset().configurations);
        QVERIFY(!w.exportTable(QStringLiteral("/nonexistent-dir/x.csv"), false, &error));
        QVERIFY(!error.isEmpty());
    }

    void columnsFiltersAndRecentFilesAreRemembered()
    {
        {
            MainWindow w;
            w.show();
            w.openSample();
            QVERIFY(waitForImport(w));
            QVERIFY(!w.tableView()->isColumnHidden(models::ConfigurationTableModel::Throughput));
            QVERIFY(w.tableView()->isColumnHidden(models::ConfigurationTableModel::HostCpu)); // hidden by default
            w.tableView()->setColumnHidden(models::ConfigurationTableModel::Throughput, true);
            w.tableView()->setColumnHidden(models::ConfigurationTableModel::HostCpu, false);
            w.filterBar()->searchBox()->setText(QStringLiteral("dell"));
            w.close();
        }
        MainWindow again;
        QVERIFY(again.tableView()->isColumnHidden(models::ConfigurationTableModel::Throughput));
        QVERIFY(!again.tableView()->isColumnHidden(models::ConfigurationTableModel::HostCpu));
        QCOMPARE(again.filterBar()->searchBox()->text(), QStringLiteral("dell"));
        again.openSample();
        QVERIFY(waitForImport(again));
        QVERIFY(again.tableView()->model()->rowCount() < 117); // the remembered filter applies
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("sample.json"));
        QVERIFY(again.exportTable(file, false));
        again.openPaths({file});
        QVERIFY(waitForImport(again));
        QCOMPARE(again.recentFiles().first(), QFileInfo(file).absoluteFilePath());
    }

    void languageSwitchRetranslatesEveryPart()
    {
        MainWindow w;
        w.show();
        w.openSample();
        QVERIFY(waitForImport(w));
        w.tableView()->selectRow(0);
        const QString detailsEn = w.detailsPane()->plainText();
        const QString labelEn = w.filterBar()->combo(models::ConfigurationFilterModel::Round)->itemText(0);
        i18n::installLanguage(QStringLiteral("ko"));
        QCoreApplication::processEvents();
        QVERIFY(w.detailsPane()->plainText() != detailsEn);
        QVERIFY(w.detailsPane()->plainText().contains(QStringLiteral("공식 점수")));
        QVERIFY(w.filterBar()->combo(models::ConfigurationFilterModel::Round)->itemText(0) != labelEn);
        i18n::installLanguage(QStringLiteral("en"));
        QCoreApplication::processEvents();
        QCOMPARE(w.detailsPane()->plainText(), detailsEn);
    }
};

QTEST_MAIN(TestExploration)
#include "tst_exploration.moc"
