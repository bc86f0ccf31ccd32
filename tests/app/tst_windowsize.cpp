// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The window fits a laptop: on every tab, with the Details pane shown, in English and Korean, it
// can be 1024 × 700 (its minimum size is no larger).
#include "AppTestSupport.h"
#include "TestData.h"
#include "app/models/ConfigurationTableModel.h"
#include "app/views/ProbeView.h"
#include "core/i18n/Localization.h"

#include <QDockWidget>
#include <QLayout>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>

using namespace scalescope;

class TestWindowSize : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ScaleScopeWindowSizeTests"));
        QSettings().clear();
    }

    void everyTabFitsALaptop_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("ko") << QStringLiteral("ko");
    }

    void everyTabFitsALaptop()
    {
        QFETCH(QString, language);
        installLanguage(language);
        MainWindow w;
        w.resize(1024, 700);
        w.show();
        w.openSample();
        QVERIFY(test::waitForData(w));
        QString error; // a probe run shown: its runs list, comparison and local series count too
        QVERIFY2(
            w.probeView()->openRunFile(QStringLiteral(SCALESCOPE_SOURCE_DIR "/tests/fixtures/probe/synthetic-node.json"), &error),
            qPrintable(error));
        QVERIFY(test::waitForAnalysis(w));
        QVERIFY(w.findChild<QDockWidget *>(QStringLiteral("detailsDock"))->isVisible());
        for (int tab = 0; tab < w.tabs()->count(); ++tab) {
            w.tabs()->setCurrentIndex(tab);
            QCoreApplication::processEvents();
            const QSize minimum = w.layout()->totalMinimumSize().expandedTo(w.minimumSize());
            qInfo().noquote() << language << w.tabs()->tabText(tab) << "minimum" << minimum.width() << "x" << minimum.height();
            QVERIFY2(minimum.width() <= 1024, qPrintable(QStringLiteral("tab %1 needs %2 px").arg(tab).arg(minimum.width())));
            QVERIFY2(minimum.height() <= 700,
                     qPrintable(QStringLiteral("tab %1 needs %2 px high").arg(tab).arg(minimum.height())));
        }
        installLanguage(QStringLiteral("en"));
    }

    // The headline column, Time to train, is in view at the default window size (1280 × 780) and
    // at a laptop's, the name columns narrowing for it; a wide window gives them their width back.
    void timeToTrainIsInView_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("laptop") << QSize(1024, 700);
        QTest::newRow("default") << QSize(1280, 780);
        QTest::newRow("wide") << QSize(1900, 1000);
    }

    void timeToTrainIsInView()
    {
        QFETCH(QSize, size);
        installLanguage(QStringLiteral("en"));
        MainWindow w;
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.openSample();
        QVERIFY(test::waitForData(w));
        QTableView *table = w.tableView();
        const int column = ConfigurationTableModel::ScoreMinutes;
        QTRY_VERIFY2(table->columnViewportPosition(column) + table->columnWidth(column) <= table->viewport()->width(),
                     qPrintable(QStringLiteral("ends at %1 of %2")
                                    .arg(table->columnViewportPosition(column) + table->columnWidth(column))
                                    .arg(table->viewport()->width())));
        if (size.width() >= 1900) // room enough: no name is cut for it
            QVERIFY(table->columnWidth(ConfigurationTableModel::System) >= 200);
    }
};

QTEST_MAIN(TestWindowSize)
#include "tst_windowsize.moc"
