// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The first window, offscreen: open a tree, see rows, cancel, switch language.
#include "AppTestSupport.h"
#include "TestData.h"
#include "app/MainWindow.h"
#include "app/charts/ChartPanel.h"
#include "app/dialogs/HelpDialog.h"
#include "app/jobs/JobRunner.h"
#include "app/models/ConfigurationTableModel.h"
#include "app/state/AnalysisController.h"
#include "app/views/AnalysisBar.h"
#include "app/views/DetailsPane.h"
#include "app/views/RankingView.h"
#include "app/views/ScalingView.h"
#include "core/i18n/Localization.h"
#include "core/import/MlperfTreeImporter.h"

#include <QAbstractItemModelTester>
#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTimer>

using namespace scalescope;

class TestMainWindow : public QObject
{
    Q_OBJECT

    static bool waitForImport(MainWindow &w)
    {
        QSignalSpy spy(&w, &MainWindow::importFinished);
        return spy.wait(60000);
    }

private slots:
    // Ctrl+Shift+S opens Save Session As on any desktop (plain X11 has no platform Save As binding,
    // and the menu showed no shortcut there).
    void saveSessionAsHasItsShortcut()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        w.openSample();
        QVERIFY(test::waitForData(w));
        QString dialogTitle;
        QTimer::singleShot(500, &w, [&]() {
            if (QWidget *dialog = QApplication::activeModalWidget()) {
                dialogTitle = dialog->windowTitle();
                qobject_cast<QDialog *>(dialog)->reject();
            }
        });
        QTest::keyClick(&w, Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY2(!dialogTitle.isEmpty(), "no dialog for Ctrl+Shift+S");
    }

    // Help ▸ About as a person opens it (Alt+H, then the About item): the licence in the text, every
    // third-party notice in the details.
    void aboutShowsTheLicenceAndEveryNotice()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        QString informative, details;
        QTimer::singleShot(300, &w, [&]() {
            QWidget *menu = QApplication::activePopupWidget();
            QVERIFY(menu);
            QTest::keyClick(menu, Qt::Key_Down); // from Help Contents to About
            QTest::keyClick(menu, Qt::Key_Return);
        });
        QTimer::singleShot(900, &w, [&]() {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            informative = box->informativeText();
            details = box->detailedText();
            box->accept();
        });
        QTest::keyClick(&w, Qt::Key_H, Qt::AltModifier);
        QTRY_VERIFY_WITH_TIMEOUT(!details.isEmpty(), 5000);
        QVERIFY2(informative.contains(QLatin1String("GNU General Public License, version 3 or later")), qPrintable(informative));
        for (const char *part : {"Qt 6 Charts", "Eigen 3", "Boost.Math", "nlohmann/json", "yaml-cpp", "Open MPI",
                                 "NVIDIA CUDA runtime", "Apache", "hpc_results_v2.0", "mlperf-rules.json"})
            QVERIFY2(details.contains(QLatin1String(part)), part);
    }

    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        i18n::installLanguage(QStringLiteral("en"));
    }

    void emptyStateSaysWhatToDo()
    {
        MainWindow w;
        w.show();
        const auto *label = w.findChild<QLabel *>(QStringLiteral("emptyStateLabel"));
        QVERIFY(label);
        QVERIFY(label->isVisible());
        QVERIFY(label->text().contains(QLatin1String("Ctrl+O")));
    }

    // A first start on a screen smaller than the default size maximises instead of spilling over it.
    void firstStartFitsTheScreen()
    {
        QSettings().remove(QStringLiteral("window/geometry"));
        MainWindow w;
        w.showAtStart(); // as main() shows it
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QRect available = w.screen()->availableGeometry();
        QVERIFY2(available.width() < 1296 || available.height() < 828, "the offscreen screen is expected to be small");
        QVERIFY(w.windowState() & Qt::WindowMaximized);
        QVERIFY2(w.width() <= available.width() && w.height() <= available.height(),
                 qPrintable(QStringLiteral("%1 × %2 on %3 × %4")
                                .arg(w.width())
                                .arg(w.height())
                                .arg(available.width())
                                .arg(available.height())));
    }

    // F1 on each tab, the tab clicked with the mouse first, opens the help at that tab's section
    // (the Planner's too, which once opened the Clusters help); the shortcuts list every tab's.
    void f1OpensTheHelpOfTheTabShown()
    {
        MainWindow w;
        w.resize(1280, 780);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.openSample();
        QVERIFY(waitForImport(w));
        QTabBar *bar = w.tabs()->tabBar();
        for (int tab = 0; tab < w.tabs()->count(); ++tab) {
            QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(tab).center());
            QTRY_COMPARE(w.tabs()->currentIndex(), tab);
            QTest::keyClick(w.tabs()->currentWidget(), Qt::Key_F1);
            auto *help = w.findChild<dialogs::HelpDialog *>();
            QVERIFY(help);
            QTRY_VERIFY(help->isVisible());
            auto *browser = help->findChild<QTextBrowser *>();
            // The tab's heading ("Weak scaling" for "&Weak Scaling") is at the top of the help, or,
            // for the last sections, in view with the help scrolled to its end.
            const QString heading = w.tabs()->tabText(tab).remove(QLatin1Char('&')).toLower();
            QTextBlock block = browser->document()->begin();
            while (block.isValid() && block.text().toLower() != heading)
                block = block.next();
            QVERIFY2(block.isValid(), qPrintable(heading));
            QScrollBar *scroll = browser->verticalScrollBar();
            const auto top = [&] {
                return int(browser->document()->documentLayout()->blockBoundingRect(block).top()) - scroll->value();
            };
            QTRY_VERIFY2(top() >= -2 &&
                             (top() < 24 || (scroll->value() == scroll->maximum() && top() < browser->viewport()->height() / 2)),
                         qPrintable(QStringLiteral("%1 at %2 px").arg(heading).arg(top())));
            help->hide();
        }
        QVERIFY(w.findChild<dialogs::HelpDialog *>()->text().contains(QLatin1String("Alt+A")));
    }

    void openSampleShowsRealRows()
    {
        MainWindow w;
        w.show();
        w.openSample();
        QVERIFY(waitForImport(w));
        QCOMPARE(w.dataset().configurations.size(), 154); // Training v1.0, v3.1, v4.0 (117), HPC v0.7 and v2.0 (37)
        QCOMPARE(w.tableView()->model()->rowCount(), 154);
        QCOMPARE(w.dataset().count(model::Severity::Error), 0);
    }

    void modelPassesTester()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        models::ConfigurationTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model::Dataset ds = import::MlperfTreeImporter::importPath(test::mlperfDir() + QStringLiteral("/training_v1.0")).dataset;
        model.setConfigurations(ds.configurations);
        QCOMPARE(model.rowCount(), 43);
        model.retranslate();
        model.setConfigurations({});
        QCOMPARE(model.rowCount(), 0);
    }

    void openShowsRowsSortedNumerically()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        MainWindow w;
        w.show();
        w.openPaths({test::mlperfDir() + QStringLiteral("/training_v1.0")});
        QVERIFY(waitForImport(w));
        QCOMPARE(w.dataset().configurations.size(), 43);
        QTableView *table = w.tableView();
        QVERIFY(table->isVisible());
        QCOMPARE(table->model()->rowCount(), 43);
        table->sortByColumn(models::ConfigurationTableModel::Accelerators, Qt::DescendingOrder);
        QCOMPARE(table->model()->index(0, models::ConfigurationTableModel::Accelerators).data().toInt(), 3456);
        const auto *summary = w.findChild<QLabel *>(QStringLiteral("summaryLabel"));
        QVERIFY2(summary->text().startsWith(QLatin1String("43 configurations, 41 with an official score")),
                 qPrintable(summary->text()));
    }

    // A folder with power logs: clicking its row shows the energy score and each run's energy; the
    // Energy column (hidden until chosen) sorts by it.
    void clickingARowWithPowerLogsShowsItsEnergy()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openPaths({test::mlperfDir() + QStringLiteral("/training_v5.0/Lenovo/results/SR780aV3-8xB200_SXM_180GB")});
        QVERIFY(waitForImport(w));
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTableView *table = w.tableView();
        table->setColumnHidden(models::ConfigurationTableModel::EnergyKj, false);
        table->sortByColumn(models::ConfigurationTableModel::EnergyKj, Qt::DescendingOrder);
        QTest::qWait(50);
        const QModelIndex top = table->model()->index(0, models::ConfigurationTableModel::Benchmark);
        QCOMPARE(top.data().toString(), QStringLiteral("retinanet")); // 12,058 kJ, the largest
        const QModelIndex bert = table->model()->match(top, Qt::DisplayRole, QStringLiteral("bert")).value(0);
        QVERIFY(bert.isValid());
        table->scrollTo(bert);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier, table->visualRect(bert).center());
        const QString text = w.detailsPane()->plainText();
        QVERIFY2(text.contains(QStringLiteral("Energy to train: 1,949.2 kJ")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Energy (kJ)")));
        QVERIFY(text.contains(QStringLiteral("2,000.4"))); // result_0's energy
    }

    // A GH200 system file that gives its memory shows the 144 GB entry and says how it was told;
    // one that gives none shows why no entry is used, not "not in the catalog".
    void detailsSayHowTheMemoryToldTheGh200Variant()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        QTemporaryDir dir;
        const QString lambda = test::mlperfDir() + QStringLiteral("/training_v5.0/Lambda");
        const QString run = lambda + QStringLiteral("/results/1cc_b200_n1_ngc25.04_nemo/llama2_70b_lora");
        QFile system(lambda + QStringLiteral("/systems/1cc_b200_n1_ngc25.04_nemo.json"));
        QVERIFY(system.open(QIODevice::ReadOnly));
        QJsonObject fields = QJsonDocument::fromJson(system.readAll()).object();
        for (const QString &memory : {QStringLiteral("144 GB"), QString()}) {
            const QString org = memory.isEmpty() ? QStringLiteral("NoMemory") : QStringLiteral("WithMemory");
            const QString root = dir.filePath(QStringLiteral("training_v5.0/") + org);
            QVERIFY(QDir().mkpath(root + QStringLiteral("/systems")));
            QVERIFY(QDir().mkpath(root + QStringLiteral("/results/gh200/llama2_70b_lora")));
            for (const QString &f : QDir(run).entryList(QDir::Files))
                QVERIFY(QFile::copy(run + QLatin1Char('/') + f, root + QStringLiteral("/results/gh200/llama2_70b_lora/") + f));
            fields[QStringLiteral("accelerator_model_name")] = QStringLiteral("NVIDIA GH200 Grace Hopper Superchip");
            fields[QStringLiteral("accelerator_memory_capacity")] = memory;
            fields[QStringLiteral("submitter")] = org;
            QFile out(root + QStringLiteral("/systems/gh200.json"));
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(QJsonDocument(fields).toJson());
        }
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openPaths({dir.filePath(QStringLiteral("training_v5.0"))});
        QVERIFY(waitForImport(w));
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTableView *table = w.tableView();
        const QModelIndex first = table->model()->index(0, models::ConfigurationTableModel::Org);
        for (const char *org : {"WithMemory", "NoMemory"}) {
            const QModelIndex row = table->model()->match(first, Qt::DisplayRole, QLatin1String(org)).value(0);
            QVERIFY(row.isValid());
            QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier, table->visualRect(row).center());
            const QString text = w.detailsPane()->plainText();
            if (QLatin1String(org) == QLatin1String("WithMemory")) {
                QVERIFY2(text.contains(QStringLiteral("NVIDIA GH200 Grace Hopper Superchip, HBM3e (GPU)")), qPrintable(text));
                QVERIFY(text.contains(QStringLiteral("told by the memory the system file gives")));
            } else {
                QVERIFY2(text.contains(QStringLiteral("differ only in memory (nvidia-gh200, nvidia-gh200-144gb)")),
                         qPrintable(text));
                QVERIFY(!text.contains(QStringLiteral("Not in the catalog")));
            }
        }
    }

    // Energy on the analysis tabs: the Scaling tab's "Energy to train" metric plots the folder
    // with power logs and says why the other is not there; Ranking offers an energy weight.
    void energyIsAMetricAndACriterionWhereLogsHaveIt()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openPaths({test::mlperfDir() + QStringLiteral("/training_v5.0/Lenovo")});
        QVERIFY(test::waitForData(w));
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.tabs()->setCurrentWidget(w.scalingView());
        QComboBox *bench = w.analysisBar()->benchmarkBox();
        QTRY_VERIFY(bench->isVisible());
        bench->setFocus();
        QTest::keyClicks(bench, QStringLiteral("llama2"));
        QCOMPARE(bench->currentText(), QStringLiteral("llama2_70b_lora"));
        QVERIFY(test::waitForAnalysis(w));
        auto *metric = w.scalingView()->findChild<QComboBox *>(QStringLiteral("scalingMetric"));
        QVERIFY(metric);
        metric->setFocus();
        QTest::keyClicks(metric, QStringLiteral("Energy"));
        QCOMPARE(metric->currentText(), QStringLiteral("Energy to train (kJ)"));
        QCOMPARE(w.scalingView()->chartData().pointCount(), 1); // SR780aV3 has power/, 4xSR680A has not
        QCOMPARE(w.scalingView()->chartData().series.value(0).points.value(0).value, 6114.237986822283);
        const auto *status = w.scalingView()->panel()->findChild<QLabel *>(QStringLiteral("chartStatus"));
        QVERIFY2(status->text().contains(QStringLiteral("1 of 2 configurations of llama2_70b_lora shown")) &&
                     status->text().contains(QStringLiteral("1 without a value for this metric")),
                 qPrintable(status->text()));

        w.tabs()->setCurrentWidget(w.rankingView());
        QSlider *energy = w.rankingView()->findChild<QSlider *>(QStringLiteral("weight_energy"));
        QVERIFY(energy);
        QTRY_VERIFY(energy->isVisible());
        QCOMPARE(energy->value(), 0);
        energy->setFocus();
        QTest::keyClick(energy, Qt::Key_End);
        QVERIFY(test::waitForAnalysis(w));
        QCOMPARE(w.analysis()->current()->settings.method.criteria.last().weight, 10.0);
    }

    void failedAndCancelledImportsKeepTheDataset()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        MainWindow w;
        w.openPaths({test::mlperfDir() + QStringLiteral("/training_v4.0/tinycorp")});
        QVERIFY(waitForImport(w));
        QCOMPARE(w.dataset().configurations.size(), 2);

        w.openPaths({QStringLiteral("/nonexistent/training_v9.9")});
        QVERIFY(waitForImport(w));
        QCOMPARE(w.dataset().configurations.size(), 2);

        w.openPaths({test::mlperfDir() + QStringLiteral("/training_v1.0")});
        w.imports()->cancel();
        QVERIFY(waitForImport(w));
        QCOMPARE(w.dataset().configurations.size(), 2);
        const auto *summary = w.findChild<QLabel *>(QStringLiteral("summaryLabel"));
        QVERIFY2(summary->text().startsWith(QLatin1String("Import cancelled: the previous data is unchanged.")),
                 qPrintable(summary->text()));
    }

    void newerImportSupersedesOlder()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        MainWindow w;
        QSignalSpy finished(&w, &MainWindow::importFinished);
        w.openPaths({test::mlperfDir() + QStringLiteral("/training_v1.0")});
        w.openPaths({test::mlperfDir() + QStringLiteral("/training_v4.0/tinycorp")});
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QTest::qWait(200); // a stale result would arrive now
        QCOMPARE(finished.size(), 1);
        QCOMPARE(w.dataset().configurations.size(), 2);
    }

    void languageSwitchRetranslates()
    {
        MainWindow w;
        w.show();
        const QString fileEn = w.menuBar()->actions().first()->text();
        QCOMPARE(fileEn, QStringLiteral("&File"));
        const QString header =
            w.tableView()->model()->headerData(models::ConfigurationTableModel::Accelerators, Qt::Horizontal).toString();
        i18n::installLanguage(QStringLiteral("ko"));
        QCoreApplication::processEvents();
        const QString fileKo = w.menuBar()->actions().first()->text();
        QVERIFY(fileKo != fileEn);
        QVERIFY(fileKo.contains(QRegularExpression(QStringLiteral("[\\x{AC00}-\\x{D7A3}]"))));
        QVERIFY(w.tableView()->model()->headerData(models::ConfigurationTableModel::Accelerators, Qt::Horizontal).toString() !=
                header);
        i18n::installLanguage(QStringLiteral("en"));
        QCoreApplication::processEvents();
        QCOMPARE(w.menuBar()->actions().first()->text(), fileEn);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
