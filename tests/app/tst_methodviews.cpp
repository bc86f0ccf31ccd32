// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The clusters and ranking views and the PDF report, offscreen.
#include "AppTestSupport.h"
#include "TestData.h"
#include "app/MainWindow.h"
#include "app/charts/ChartFactory.h"
#include "app/charts/ChartPanel.h"
#include "app/charts/MethodCharts.h"
#include "app/charts/ScalingChartData.h"
#include "app/charts/StabilityCharts.h"
#include "app/report/ReportWriter.h"
#include "app/state/ConfigurationSelection.h"
#include "app/state/StabilityStage.h"
#include "app/views/ClustersView.h"
#include "app/views/RankingView.h"
#include "core/analysis/Ranking.h"
#include "core/i18n/Localization.h"
#include "core/i18n/SafeText.h"
#include "core/import/SourceImporter.h"
#include "core/probe/ProbeRun.h"

#include <QCategoryAxis>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QLogValueAxis>
#include <QPointer>
#include <QProcess>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolTip>
#include <QValueAxis>
#include <QXYSeries>

#include <memory>

using namespace scalescope;

namespace {

QString pdftotext(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    p.waitForFinished(60000);
    // NFKC undoes the typographic ligatures (ﬁ, ﬃ) that fonts put into the text layer.
    return QString::fromUtf8(p.readAllStandardOutput()).normalized(QString::NormalizationForm_KC);
}

int pdfPages(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdfinfo"), {pdf});
    p.waitForFinished(60000);
    for (const QString &line : QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1String("Pages:")))
            return line.mid(6).trimmed().toInt();
    return -1;
}

// The report of the sample's default analysis, prepared and written as the GUI and the CLI do.
int sampleReport(const report::ReportOptions &options, const QString &path, QString *error)
{
    const model::Dataset ds = import::importSource(QLatin1String(import::kSamplePath)).dataset;
    const auto analysis =
        std::make_shared<const analysis::BenchmarkAnalysis>(*analysis::analyseBenchmark(ds, analysis::AnalysisSettings()));
    const auto content = report::prepareReport(ds, analysis, options);
    return content ? report::writeReport(*content, path, error) : 0;
}

} // namespace

class TestMethodViews : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ScaleScopeMethodTests"));
        QSettings().clear();
        i18n::installLanguage(QStringLiteral("en"));
    }

    void viewsFillFromTheSample()
    {
        MainWindow w;
        w.show();
        w.openSample();
        QVERIFY(test::waitForData(w));
        QCOMPARE(w.clustersView()->sweepTable()->rowCount(), 9); // k = 2..10
        QCOMPARE(w.clustersView()->profileTable()->rowCount(), 5);
        QStringList models; // the first cluster's 47 configurations: three models named, the rest counted
        for (int c = 0; c < w.clustersView()->profileTable()->columnCount(); ++c)
            if (QTableWidgetItem *item = w.clustersView()->profileTable()->item(0, c))
                models << item->text();
        QVERIFY2(!models.filter(QRegularExpression(QStringLiteral("\\(\\d+\\); .*\\+\\d+ others?$"))).isEmpty(),
                 qPrintable(models.join(u'|')));
        QCOMPARE(w.clustersView()->variableTable()->rowCount(), int(analysis::candidateFeatureNames().size()));
        QVERIFY(w.clustersView()->chart()->series().size() >= 5);
        QCOMPARE(w.rankingView()->clusterTable()->rowCount(), 5);
        QCOMPARE(w.rankingView()->configurationTable()->rowCount(), 95);
        QVERIFY(w.rankingView()->recommendation().startsWith(QLatin1String("Cluster")));
        // clicking another k in the sweep re-clusters off the GUI thread
        w.tabs()->setCurrentWidget(w.clustersView());
        QTableWidget *sweep = w.clustersView()->sweepTable();
        const QRect row = sweep->visualItemRect(sweep->item(2, 0)); // k = 4
        QTest::mouseClick(sweep->viewport(), Qt::LeftButton, Qt::NoModifier, row.center());
        QVERIFY(test::waitForAnalysis(w));
        QCOMPARE(w.analysis()->current()->method->chosenK, 4);
        QCOMPARE(w.clustersView()->profileTable()->rowCount(), 4);
        // unticking a variable (Space on its check box) re-runs without it
        QTableWidget *variables = w.clustersView()->variableTable();
        QTableWidgetItem *first = variables->item(0, 0);
        const QString name = first->data(Qt::UserRole).toString();
        QVERIFY(first->checkState() == Qt::Checked);
        variables->setFocus();
        variables->setCurrentItem(first);
        QTest::keyClick(variables, Qt::Key_Space);
        QVERIFY(test::waitForAnalysis(w));
        QVERIFY(w.analysis()->settings().method.rules.forceExclude.contains(name));
        QVERIFY(w.analysis()->current()->computed & analysis::StageVariables);
    }

    // Choosing a variable for the scatter's x axis (the keyboard, one step at a time): a variable the
    // method takes on a log scale starts on a log axis, and no axis of a variable that cannot be
    // negative reaches below zero (accelerators once ran from −1000).
    void clusterAxesFollowTheirVariables()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openSample();
        QVERIFY(test::waitForData(w));
        w.tabs()->setCurrentWidget(w.clustersView());
        QComboBox *x = test::comboLabelled(w.clustersView(), QStringLiteral("X:"));
        QCheckBox *logX = nullptr;
        QVERIFY(x);
        const auto boxes = w.clustersView()->findChildren<QCheckBox *>();
        for (QCheckBox *box : boxes)
            if (box->text() == QLatin1String("log") && !logX)
                logX = box; // the first: x's
        QVERIFY(logX);
        const analysis::BenchmarkAnalysis &a = *w.analysis()->current();
        x->setFocus();
        int checked = 0;
        while (x->currentIndex() < x->count() - 1) {
            QTest::keyClick(x, Qt::Key_Down);
            const QString name = x->currentData().toString();
            if (name.startsWith(QLatin1String("pc")))
                continue;
            QString transform;
            int column = -1;
            for (int f = 0; f < a.method->features.features.size(); ++f)
                if (a.method->features.features[f].name == name)
                    transform = a.method->features.features[f].transform, column = f;
            QVERIFY2(column >= 0, qPrintable(name));
            QCOMPARE(logX->isChecked(), transform != QLatin1String("none"));
            const QChart *chart = w.clustersView()->chart();
            QAbstractAxis *axis = chart->axes(Qt::Horizontal).value(0);
            QVERIFY(axis);
            QCOMPARE(qobject_cast<QLogValueAxis *>(axis) != nullptr, logX->isChecked());
            const Eigen::VectorXd raw = a.method->features.raw.col(column);
            bool negative = false;
            for (double v : raw)
                negative = negative || v < 0;
            if (auto *linear = qobject_cast<QValueAxis *>(axis); linear && !negative)
                QVERIFY2(linear->min() >= 0, qPrintable(name + QLatin1Char(' ') + QString::number(linear->min())));
            // The title names the values drawn and says "log" only on a log axis, then after a click
            // on the box it says the other.
            QCOMPARE(axis->titleText().contains(QLatin1String("log")), logX->isChecked());
            QTest::mouseClick(logX, Qt::LeftButton, Qt::NoModifier, QPoint(6, logX->height() / 2));
            const QAbstractAxis *toggled = w.clustersView()->chart()->axes(Qt::Horizontal).value(0);
            QCOMPARE(toggled->titleText().contains(QLatin1String("log")), logX->isChecked());
            QCOMPARE(toggled->titleText(), charts::scatterAxisTitle(name, logX->isChecked()));
            QTest::mouseClick(logX, Qt::LeftButton, Qt::NoModifier, QPoint(6, logX->height() / 2));
            x->setFocus();
            ++checked;
        }
        QVERIFY(checked >= 8);
        QCOMPARE(charts::scatterAxisTitle(QStringLiteral("log2_accelerators"), false), QStringLiteral("Accelerators"));
        QCOMPARE(charts::scatterAxisTitle(QStringLiteral("log_time_to_train"), true),
                 QStringLiteral("Time to train (minutes), log scale"));
    }

    // At 1600 × 1000 the k sweep's five columns are whole (they were cut at 230 px), and the chart
    // keeps its room; a splitter the user moved stays where they put it.
    void theKSweepIsWholeOnALargeScreen()
    {
        MainWindow w;
        w.resize(1600, 1000);
        w.show();
        w.openSample();
        QVERIFY(test::waitForData(w));
        QTabBar *bar = w.tabs()->tabBar();
        QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(w.tabs()->indexOf(w.clustersView())).center());
        auto *sweep = w.clustersView()->findChild<QTableWidget *>(QStringLiteral("kSweep"));
        QVERIFY(sweep);
        QTRY_VERIFY(sweep->columnCount() == 5 && sweep->isVisible());
        QTRY_VERIFY2(
            sweep->horizontalHeader()->length() <= sweep->viewport()->width(),
            qPrintable(QStringLiteral("%1 > %2").arg(sweep->horizontalHeader()->length()).arg(sweep->viewport()->width())));
        QVERIFY(w.clustersView()->panel()->width() >= 500);
    }

    // At 1024 × 700 with Details open, the tables' column beside the scatter left the plot about
    // 230 × 110 px and the k sweep and variables scrolling sideways. There the tables are tabs below
    // the chart, each as wide as the view; the user reaches the k sweep by its tab and picks a k.
    // A large window has the column beside the chart again.
    void clustersFitASmallWindowWithDetailsOpen()
    {
        MainWindow w;
        w.resize(1024, 700);
        w.show();
        w.openSample();
        QVERIFY(test::waitForData(w));
        auto *details = w.findChild<QDockWidget *>(QStringLiteral("detailsDock"));
        QVERIFY(details && details->isVisible());
        QTabBar *bar = w.tabs()->tabBar();
        QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(w.tabs()->indexOf(w.clustersView())).center());
        auto *tables = w.clustersView()->findChild<QTabWidget *>(QStringLiteral("clusterTables"));
        QVERIFY(tables);
        QTRY_VERIFY(tables->isVisible());
        charts::ChartPanel *panel = w.clustersView()->panel();
        QTRY_VERIFY(panel->chart() && panel->chart()->plotArea().height() >= 150);
        QVERIFY2(panel->chart()->plotArea().width() >= 300, qPrintable(QString::number(panel->chart()->plotArea().width())));
        QTableWidget *sweep = w.clustersView()->sweepTable();
        QVERIFY(!sweep->isVisible()); // the profiles' tab is in front
        QTabBar *tableTabs = tables->tabBar();
        QCOMPARE(tableTabs->tabText(1), QStringLiteral("k sweep"));
        QTest::mouseClick(tableTabs, Qt::LeftButton, Qt::NoModifier, tableTabs->tabRect(1).center());
        QTRY_VERIFY(sweep->isVisible());
        QVERIFY2(sweep->horizontalHeader()->length() <= sweep->viewport()->width(),
                 qPrintable(QStringLiteral("%1 > %2").arg(sweep->horizontalHeader()->length()).arg(sweep->viewport()->width())));
        const QRect row = sweep->visualItemRect(sweep->item(2, 0)); // k = 4
        QTest::mouseClick(sweep->viewport(), Qt::LeftButton, Qt::NoModifier, row.center());
        QVERIFY(test::waitForAnalysis(w));
        QCOMPARE(w.analysis()->current()->method->chosenK, 4);
        QCOMPARE(tables->currentIndex(), 1); // a new analysis leaves the user on their tab
        QTest::mouseClick(tableTabs, Qt::LeftButton, Qt::NoModifier, tableTabs->tabRect(2).center());
        QTableWidget *variables = w.clustersView()->variableTable();
        QTRY_VERIFY(variables->isVisible());
        QVERIFY(variables->horizontalHeader()->length() <= variables->viewport()->width());

        w.resize(1600, 1000);
        QTRY_VERIFY(!tables->isVisible());
        QTRY_VERIFY(sweep->isVisible() && w.clustersView()->profileTable()->isVisible());
        QVERIFY(w.clustersView()->profileTable()->height() >= 4 * sweep->verticalHeader()->defaultSectionSize());
        const QWidget *view = w.clustersView();
        QVERIFY(panel->mapTo(view, QPoint(0, 0)).x() >= sweep->mapTo(view, QPoint(sweep->width(), 0)).x()); // beside the chart
        // At every width between, the k sweep is in a tab or whole beside the chart (at 1280 × 780 in
        // Korean it scrolled sideways there), and each variable's reason has the rows it wraps to.
        for (const int width : {1100, 1200, 1280, 1360, 1440, 1520}) {
            w.resize(width, 800);
            QTRY_VERIFY2(tables->isVisible() ||
                             (sweep->isVisible() && sweep->horizontalHeader()->length() <= sweep->viewport()->width()),
                         qPrintable(QString::number(width)));
            if (tables->isVisible()) // the variables' tab, as a person opens it
                QTest::mouseClick(tableTabs, Qt::LeftButton, Qt::NoModifier, tableTabs->tabRect(2).center());
            QTRY_VERIFY(variables->isVisible());
            for (int r = 0; r < variables->rowCount(); ++r) {
                const auto needed = [&] {
                    return variables->fontMetrics()
                        .boundingRect(QRect(0, 0, variables->columnWidth(1) - 8, 100000), Qt::TextWordWrap,
                                      variables->item(r, 1)->text())
                        .height();
                };
                QTRY_VERIFY2(
                    variables->rowHeight(r) >= needed(),
                    qPrintable(QStringLiteral("%1 at %2: %3 < %4").arg(r).arg(width).arg(variables->rowHeight(r)).arg(needed())));
            }
        }
    }

    // The row's rectangle lies inside the visible part of the scrolling pane that holds its table.
    static bool rowInSight(QTableWidget *table, int row)
    {
        QScrollArea *pane = nullptr;
        for (QWidget *w = table->parentWidget(); w && !pane; w = w->parentWidget())
            pane = qobject_cast<QScrollArea *>(w);
        const QRect cell = table->visualItemRect(table->item(row, 0));
        return pane && table->isVisible() && table->viewport()->rect().contains(cell) &&
               pane->viewport()->rect().contains(QRect(table->viewport()->mapTo(pane->viewport(), cell.topLeft()), cell.size()));
    }

    static QTabWidget *rankingTables(MainWindow &w)
    {
        return w.rankingView()->findChild<QTabWidget *>(QStringLiteral("rankingTables"));
    }

    // At 1024 × 700 with Details open the Ranking pane is about 280 px wide: the clusters' table
    // scrolled sideways with its models out of sight, and the weights' values sat under the pane's
    // edge. The clusters' four columns share the width (the rank is the row's number), the weights
    // are whole, and a click on a ranked configuration still selects it. The pane is too short for
    // both tables under the weights and the sentence (the configurations' table began below the
    // fold): they share it as tabs, the configurations first, each row of it in sight.
    void rankingPaneFitsASmallWindowWithDetailsOpen()
    {
        MainWindow w;
        QVERIFY(test::openSampleOn(w, w.rankingView(), QSize(1024, 700)));
        QTabWidget *tables = rankingTables(w);
        QVERIFY(tables);
        QTRY_VERIFY(tables->isVisible() && tables->count() == 2);
        QTableWidget *configs = w.rankingView()->configurationTable();
        QCOMPARE(tables->currentWidget(), configs->parentWidget());
        QTRY_VERIFY(configs->rowCount() > 0 && rowInSight(configs, 0) && rowInSight(configs, 4));
        QCOMPARE(tables->tabText(1), QStringLiteral("Configurations"));
        // Both tabs' titles whole: no scroll buttons ("…ers by rank" with them).
        QVERIFY(tables->tabBar()->tabRect(1).right() <= tables->tabBar()->width());

        QTableWidget *clusters = w.rankingView()->clusterTable();
        QVERIFY(!clusters->isVisible());
        QTest::mouseClick(tables->tabBar(), Qt::LeftButton, Qt::NoModifier, tables->tabBar()->tabRect(0).center());
        QTRY_VERIFY(clusters->isVisible() && clusters->rowCount() == 5);
        QVERIFY(rowInSight(clusters, 0));
        QTRY_VERIFY2(
            clusters->horizontalHeader()->length() <= clusters->viewport()->width(),
            qPrintable(QStringLiteral("%1 > %2").arg(clusters->horizontalHeader()->length()).arg(clusters->viewport()->width())));
        const auto a = w.analysis()->current();
        for (int row = 0; row < clusters->rowCount(); ++row) {
            QCOMPARE(clusters->verticalHeaderItem(row)->text(), QString::number(a->method->clusters[row].rank));
            QCOMPARE(clusters->item(row, 0)->text(), QString::number(a->method->clusters[row].id + 1));
            QCOMPARE(clusters->item(row, 3)->text(), a->method->clusters[row].models.first().first);
        }
        QScrollArea *pane = nullptr;
        for (QWidget *p = clusters->parentWidget(); p && !pane; p = p->parentWidget())
            pane = qobject_cast<QScrollArea *>(p);
        QVERIFY(pane);
        const auto valueOutside = [&]() -> QString { // the weights' values, each inside the pane
            for (QLabel *value : w.rankingView()->findChildren<QLabel *>(QRegularExpression(QStringLiteral("^weightValue_"))))
                if (value->isVisible() &&
                    !pane->viewport()->rect().contains(QRect(value->mapTo(pane->viewport(), QPoint(0, 0)), value->size())))
                    return value->objectName();
            return {};
        };
        QTRY_VERIFY2(valueOutside().isEmpty(), qPrintable(valueOutside()));
        QTest::mouseClick(tables->tabBar(), Qt::LeftButton, Qt::NoModifier, tables->tabBar()->tabRect(1).center());
        QTRY_VERIFY(configs->isVisible());
        // One line a row, about as tall as the clusters' (the style's default made them 30 px).
        QVERIFY2(configs->rowHeight(1) <= configs->fontMetrics().height() + 8,
                 qPrintable(QStringLiteral("%1 px a row").arg(configs->rowHeight(1))));
        QTest::mouseClick(configs->viewport(), Qt::LeftButton, Qt::NoModifier,
                          configs->visualItemRect(configs->item(1, 0)).center());
        QTRY_COMPARE(w.selection()->current(), configs->item(1, 1)->text());
    }

    // Where the pane is tall enough, both tables stand under their titles at once, the clusters'
    // last column reaching the table's edge (it ended at 60 % of it), and no tabs; a shorter window
    // puts them back in tabs.
    void rankingTablesStackWhereTheyFit()
    {
        MainWindow w;
        QVERIFY(test::openSampleOn(w, w.rankingView(), QSize(1600, 1000)));
        QTableWidget *clusters = w.rankingView()->clusterTable();
        QTableWidget *configs = w.rankingView()->configurationTable();
        QTRY_VERIFY(clusters->isVisible() && configs->isVisible());
        QVERIFY(!rankingTables(w)->isVisible());
        QVERIFY(rowInSight(clusters, 0) && rowInSight(configs, 0));
        QTRY_COMPARE(clusters->horizontalHeader()->length(), clusters->viewport()->width());
        w.resize(1024, 700);
        QTRY_VERIFY(rankingTables(w)->isVisible());
        QTRY_VERIFY(rowInSight(configs, 0));
        w.resize(1600, 1000);
        QTRY_VERIFY(clusters->isVisible() && configs->isVisible() && !rankingTables(w)->isVisible());
    }

    void movingAWeightReranksAsTopsisSays()
    {
        MainWindow w;
        w.show();
        w.openSample();
        QVERIFY(test::waitForData(w));
        w.tabs()->setCurrentWidget(w.rankingView());
        views::RankingView *view = w.rankingView();
        QList<QSlider *> sliders = view->sliders();
        QCOMPARE(sliders.size(), 5);
        QVERIFY(!sliders[4]->isVisible()); // energy: the sample has no power logs
        QCOMPARE(w.analysis()->settings().method.criteria[4].weight, 0.0);
        const int clusteringBefore = w.analysis()->clusteringRuns();
        const QPointer<QChart> scatterBefore = w.clustersView()->panel()->chart();
        QVERIFY(scatterBefore);
        sliders[0]->setFocus();
        QTest::keyClick(sliders[0], Qt::Key_End); // time: 10
        sliders[3]->setFocus();
        QTest::keyClick(sliders[3], Qt::Key_Home); // accelerators: 0
        QVERIFY(test::waitForAnalysis(w));
        const auto a = w.analysis()->current();
        QCOMPARE(a->settings.method.criteria[0].weight, 10.0);
        QCOMPARE(a->settings.method.criteria[3].weight, 0.0);
        QCOMPARE(w.analysis()->clusteringRuns(), clusteringBefore); // weights only re-rank
        QCOMPARE(a->computed, unsigned(analysis::StageRanking));
        // The clusters stay, so their scatter is not redrawn; their profiles show the new ranks.
        QVERIFY(scatterBefore); // a redrawn chart deletes the old one
        QCOMPARE(w.clustersView()->panel()->chart(), scatterBefore.data());
        auto *profiles = w.clustersView()->findChild<QTableWidget *>(QStringLiteral("clusterProfiles"));
        QVERIFY(profiles);
        QCOMPARE(profiles->rowCount(), a->method->clusters.size());
        for (int row = 0; row < profiles->rowCount(); ++row) {
            QCOMPARE(profiles->item(row, 0)->text(), QString::number(a->method->clusters[row].rank));
            QCOMPARE(profiles->item(row, 1)->text(), QString::number(a->method->clusters[row].id + 1));
        }
        // the table's first row is the configuration TOPSIS ranks first with these weights
        Eigen::MatrixXd m(a->configurations.size(), 5);
        for (int i = 0; i < a->configurations.size(); ++i) {
            const model::Configuration &c = a->configurations[i];
            const analysis::ConfigurationScaling *s = a->scaling.find(i);
            m(i, 0) = c.scoreMinutes.value_or(std::nan(""));
            m(i, 1) = s && s->efficiency ? *s->efficiency : std::nan("");
            m(i, 2) = c.perAcceleratorThroughput.value_or(std::nan(""));
            m(i, 3) = c.accelerators ? double(*c.accelerators) : std::nan("");
            m(i, 4) = c.energyKj.value_or(std::nan(""));
        }
        QList<analysis::Criterion> criteria = analysis::defaultCriteria();
        criteria[0].weight = 10, criteria[1].weight = 5, criteria[2].weight = 5, criteria[3].weight = 0;
        const analysis::TopsisResult expected = analysis::topsis(m, criteria);
        int best = 0;
        for (int i = 1; i < expected.closeness.size(); ++i)
            if (expected.closeness[i] > expected.closeness[best])
                best = i;
        QCOMPARE(view->configurationTable()->item(0, 1)->text(), a->configurations[best].id);
        QCOMPARE(view->configurationTable()->item(0, 2)->text(), QLocale().toString(expected.closeness[best], 'f', 4));
    }

    // The rank ranges at 1024 × 700: every row's name is drawn (15 rows left 13 px each and Qt Charts
    // cut every label to "…" alone), and the pointer on a row's range line, off its marks, names that
    // row's configuration (the next row's point, 8 px away, won).
    void rankRangesReadAndPointAtALaptopSize()
    {
        MainWindow w;
        QVERIFY(test::openSampleOn(w, w.rankingView(), QSize(1024, 700)));
        views::RankingView *view = w.rankingView();
        QTabBar *tabs = view->chartTabs()->tabBar();
        QTest::mouseClick(tabs, Qt::LeftButton, Qt::NoModifier, tabs->tabRect(1).center());
        QTRY_VERIFY_WITH_TIMEOUT(view->stability(), 30000);
        QComboBox *choice = view->stabilityChartChoice();
        choice->setFocus();
        QTest::keyClick(choice, Qt::Key_Down);
        charts::ChartPanel *panel = view->stabilityPanel();
        QTRY_COMPARE(panel->chart()->objectName(), QStringLiteral("rankRangeChart"));
        // The panel draws the ranges again, queued, when a late layout pass gives it more or fewer
        // rows (slow under the sanitizers); a person then points at what is on screen now. So the
        // test points again only when the chart it pointed at was replaced or moved, never otherwise.
        QString pointedAt;
        QPoint at;
        for (int tries = 0;; ++tries) {
            QCoreApplication::processEvents();
            QTRY_VERIFY(panel->chart()->plotArea().height() > 0);
            const QPointer<QChart> chart = panel->chart();
            const QRectF plotArea = chart->plotArea();
            auto *names = qobject_cast<QCategoryAxis *>(chart->axes(Qt::Vertical).first());
            QVERIFY(names);
            const int shown = int(names->categoriesLabels().size());
            QVERIFY2(shown >= 5, qPrintable(QString::number(shown)));
            int drawnNames = 0;
            for (QGraphicsItem *item : panel->view()->scene()->items())
                if (auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && text->isVisible()) {
                    const QString t = text->toPlainText().trimmed();
                    QVERIFY2(t != QString(QChar(0x2026)), "a label cut to '…' alone");
                    drawnNames += t.contains(QStringLiteral(" ×")) ? 1 : 0;
                }
            QCOMPARE(drawnNames, shown);
            // The second row's range line, near its right end and 4 px below its middle.
            const std::shared_ptr<const analysis::StabilityResult> r = view->stability();
            const QList<int> rows = charts::rankRangeRows(*r, shown);
            const analysis::ConfigurationStability &second = r->configurations[rows[1]];
            QXYSeries *median = nullptr;
            for (QAbstractSeries *series : chart->series())
                if (series->objectName() == QLatin1String("medianRank"))
                    median = qobject_cast<QXYSeries *>(series);
            QVERIFY(median);
            const QPointF onLine = chart->mapToPosition(QPointF(second.rankP95, 2), median);
            at = panel->view()->mapFromScene(chart->mapToScene(onLine)) + QPoint(-3, 4);
            pointedAt = second.id;
            QTest::mouseMove(panel->view()->viewport(), at);
            if (QTest::qWaitFor([&]() { return panel->hovered() == pointedAt; }))
                break;
            const bool redrawn = !chart || chart->plotArea() != plotArea;
            QVERIFY2(redrawn && tries < 3, qPrintable(QStringLiteral("hovered '%1', not '%2'").arg(panel->hovered(), pointedAt)));
        }
        QTest::mouseClick(panel->view()->viewport(), Qt::LeftButton, Qt::NoModifier, at);
        QTRY_COMPARE(w.selection()->current(), pointedAt);
    }

    // The Stability page as a person uses it: click its tab, read the sentence, hover and click the
    // top cluster's bar, switch to the rank ranges with the keyboard, hover and click a
    // configuration, type a number of draws, tick "Vary k".
    void stabilityPageAsAUserUsesIt()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openSample();
        QVERIFY(test::waitForData(w));
        w.tabs()->setCurrentWidget(w.rankingView());
        views::RankingView *view = w.rankingView();
        QTabBar *tabs = view->chartTabs()->tabBar();
        QVERIFY(QTest::qWaitFor([tabs]() { return tabs->isVisible(); }, 5000));
        QCOMPARE(tabs->tabText(1), QStringLiteral("Stability"));
        QVERIFY(!view->stability()); // nothing drawn before the page is opened
        QTest::mouseClick(tabs, Qt::LeftButton, Qt::NoModifier, tabs->tabRect(1).center());
        QCOMPARE(view->chartTabs()->currentIndex(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(view->stability() != nullptr, 20000);
        const auto r = view->stability();
        QCOMPARE(r->draws, 10000); // the default
        double sum = 0;
        for (const analysis::ClusterStability &c : r->clusters)
            sum += c.top1;
        QVERIFY(std::abs(sum - 1) < 1e-12);
        const auto a = w.analysis()->current();
        const analysis::ClusterProfile &top = a->method->clusters.first();
        QCOMPARE(r->topCluster, top.id);
        QVERIFY2(view->stabilitySummaryText().startsWith(
                     QStringLiteral("Cluster %1, first with your weights, ranks first in").arg(top.id + 1)),
                 qPrintable(view->stabilitySummaryText()));
        QVERIFY(view->stabilitySummaryText().contains(QLatin1String("most sensitive to the weight of")));
        // Kept as a stage of the analysis: back to the ranking and to Stability again draws nothing.
        state::StabilityStage *stage = w.analysis()->stability();
        QCOMPARE(stage->draws(), 1);
        QTest::mouseClick(tabs, Qt::LeftButton, Qt::NoModifier, tabs->tabRect(0).center());
        QTest::mouseClick(tabs, Qt::LeftButton, Qt::NoModifier, tabs->tabRect(1).center());
        QCOMPARE(view->chartTabs()->currentIndex(), 1);
        QCOMPARE(view->stability(), r);
        QCOMPARE(stage->draws(), 1);
        QCOMPARE(stage->resultFor(*w.analysis()->current(), view->stabilityOptions()), r); // what the report takes

        // Hover the top cluster's bar: its tooltip; click it: its configurations are selected.
        charts::ChartPanel *panel = view->stabilityPanel();
        QCOMPARE(panel->chart()->objectName(), QStringLiteral("clusterStabilityChart"));
        const QString barId = charts::clusterPointId(top.id);
        QVERIFY(test::clickPoint(panel, QString()));
        const auto at = panel->pointPosition(barId);
        QVERIFY(at);
        QTest::mouseMove(panel->view()->viewport(), *at);
        QTRY_COMPARE(panel->hovered(), barId);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains(QStringLiteral("Cluster %1").arg(top.id + 1)), qPrintable(QToolTip::text()));
        QVERIFY(QToolTip::text().contains(QLatin1String("first in")));
        QVERIFY(test::clickPoint(panel, barId));
        QTRY_COMPARE(w.selection()->ids(), top.members);
        // Anywhere on the bar's body, not only its top: halfway down to the axis.
        w.selectConfiguration(w.analysis()->current()->configurations.first().id);
        QVERIFY(w.selection()->ids() != top.members);
        const QPointF axisBottom =
            panel->view()->mapFromScene(panel->chart()->mapToScene(QPointF(0, panel->chart()->plotArea().bottom())));
        const QPoint body(at->x() + 2, (at->y() + int(axisBottom.y())) / 2);
        QVERIFY(axisBottom.y() - at->y() > 40); // a bar tall enough to have a body
        QTest::mouseMove(panel->view()->viewport(), body);
        QTRY_COMPARE(panel->hovered(), barId);
        QTest::mouseClick(panel->view()->viewport(), Qt::LeftButton, Qt::NoModifier, body);
        QTRY_COMPARE(w.selection()->ids(), top.members);

        // The rank ranges, chosen with the keyboard; the configuration most often first is on it.
        QComboBox *choice = view->stabilityChartChoice();
        choice->setFocus();
        QTest::keyClick(choice, Qt::Key_Down);
        QCOMPARE(panel->chart()->objectName(), QStringLiteral("rankRangeChart"));
        const QList<int> rows = charts::rankRangeRows(*r);
        QVERIFY(!rows.isEmpty());
        // For a report nothing is cut: the names wrap at spaces, every word of each is there.
        {
            std::unique_ptr<QChart> wrapped(
                charts::createRankRangeChart(*w.analysis()->current(), *r, 15, 12, charts::RankNames::Wrapped));
            auto *names = qobject_cast<QCategoryAxis *>(wrapped->axes(Qt::Vertical).first());
            QVERIFY(names);
            const QStringList labels = names->categoriesLabels();
            QCOMPARE(labels.size(), std::min<qsizetype>(15, rows.size()));
            bool broke = false;
            for (int p = 0; p < labels.size(); ++p) {
                const QString label = labels[p];
                broke = broke || label.contains(QLatin1String("<br>"));
                QVERIFY2(!label.contains(QChar(0x2026)), qPrintable(label));
                const model::Configuration &cfg = w.analysis()->current()->configurations[r->configurations[rows[p]].index];
                QString plain = label;
                plain.replace(QLatin1String("<br>"), QLatin1String(" "));
                QVERIFY2(plain.contains(cfg.shownSystemName().toHtmlEscaped().simplified()), qPrintable(label));
            }
            QVERIFY(broke); // at 12 characters some name needs a second line
        }
        const QString first = r->configurations[rows.first()].id;
        QVERIFY(test::clickPoint(panel, first));
        QTRY_COMPARE(w.selection()->current(), first);
        QTRY_COMPARE(panel->hovered(), first);
        QTRY_VERIFY2(QToolTip::text().contains(QLatin1String("median rank")), qPrintable(QToolTip::text()));

        // Typing a number of draws re-draws, and is remembered.
        auto *draws = view->findChild<QSpinBox *>(QStringLiteral("stabilityDraws"));
        QVERIFY(draws && draws->isVisible());
        draws->setFocus();
        draws->selectAll();
        QTest::keyClicks(draws, QStringLiteral("2000"));
        QTest::keyClick(draws, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(view->stability() && view->stability()->draws == 2000, 20000);
        QCOMPARE(QSettings().value(QStringLiteral("stability/draws")).toInt(), 2000);
        // Vary k: several clusterings, still one winner per draw.
        auto *varyK = view->findChild<QCheckBox *>(QStringLiteral("stabilityVaryK"));
        QVERIFY(varyK);
        QTest::mouseClick(varyK, Qt::LeftButton, Qt::NoModifier, QPoint(8, varyK->height() / 2));
        QTRY_VERIFY_WITH_TIMEOUT(view->stability() && view->stability()->variants > 1, 20000);
        sum = 0;
        for (const analysis::ClusterStability &c : view->stability()->clusters)
            sum += c.top1;
        QVERIFY(std::abs(sum - 1) < 1e-12);
        QCOMPARE(view->stability()->variants, 6); // k = 3..8 by default
        QSettings().remove(QStringLiteral("stability"));
    }

    // The report takes the stability the Stability page drew for the same analysis and options,
    // rather than drawing it again; without one it draws with the analysis's seed, as the page does.
    void theReportUsesTheStabilityAlreadyDrawn()
    {
        const model::Dataset ds = import::importSource(QLatin1String(import::kSamplePath)).dataset;
        analysis::AnalysisSettings settings;
        settings.method.seed = 5;
        const auto analysis = std::make_shared<const analysis::BenchmarkAnalysis>(*analysis::analyseBenchmark(ds, settings));
        report::ReportOptions options;
        options.stability.draws = 300;
        const auto drawn = report::prepareReport(ds, analysis, options);
        QVERIFY(drawn && drawn->stability);
        QCOMPARE(drawn->stability->options.seed, quint64(5));
        QCOMPARE(drawn->stability->draws, 300);
        analysis::StabilityOptions other = options.stability;
        other.draws = 123; // not what the options ask: shows which result the report took
        options.stabilityDrawn =
            std::make_shared<const analysis::StabilityResult>(*analysis::analysisStability(*analysis, other));
        const auto reused = report::prepareReport(ds, analysis, options);
        QVERIFY(reused && reused->stability);
        QCOMPARE(reused->stability->draws, 123);
        // A report of another benchmark than the one shown draws its own.
        options.benchmark = QStringLiteral("bert");
        QVERIFY(analysis->benchmarks.contains(options.benchmark));
        const auto bert = report::prepareReport(ds, analysis, options);
        QVERIFY(bert && bert->stability);
        QCOMPARE(bert->stability->benchmark, QStringLiteral("bert"));
        QCOMPARE(bert->stability->draws, 300);
    }

    void reportHasItsPagesInBothLanguages()
    {
        QTemporaryDir dir;
        QString error;
        const QString en = dir.filePath(QStringLiteral("en.pdf"));
        const int pages = sampleReport(report::ReportOptions{}, en, &error);
        QVERIFY2(pages >= 6, qPrintable(error));
        QCOMPARE(pdfPages(en), pages);
        const QString text = pdftotext(en);
        for (const char *section :
             {"ScaleScope report", "Scaling", "Efficiency surface", "Clusters", "Ranking", "Sensitivity of the method",
              "Import diagnostics", "time-heavy weights", "The 25 best-ranked configurations", "Stability of the ranking",
              "first with your weights, ranks first in", "How often each cluster ranks first", "Rank range of the"})
            QVERIFY2(text.contains(QLatin1String(section)), section);
        QVERIFY(text.contains(QRegularExpression(QStringLiteral("k\\s*=\\s*6")))); // pdftotext drops spaces in cells
        // the results table starts with the configuration ranked first, its official score beside it
        const model::Dataset ds = import::importSource(QLatin1String(import::kSamplePath)).dataset;
        const auto analysis = analysis::analyseBenchmark(ds, analysis::AnalysisSettings());
        QVERIFY(analysis && analysis->method);
        int first = -1;
        for (int i = 0; i < analysis->configurations.size(); ++i)
            if (analysis->method->configurationRanking.rank.value(i) == 1)
                first = i;
        QVERIFY(first >= 0);
        const model::Configuration &top = analysis->configurations[first];
        const QRegularExpression firstRow(
            QStringLiteral("1\\s+%1 · %2\\s+%3\\s+%4\\s+%5")
                .arg(QRegularExpression::escape(top.org), QRegularExpression::escape(top.systemName), top.round)
                .arg(*top.accelerators)
                .arg(*top.scoreMinutes, 0, 'f', 2));
        QVERIFY2(text.contains(firstRow), qPrintable(firstRow.pattern()));
        // Every entry of the time-to-train chart's legend is printed whole (the legend beside the
        // chart cut them to "… (ε 0…"), under the chart in columns.
        std::unique_ptr<QChart> scaling(charts::createScalingChart(
            charts::buildScalingChartData(*analysis, charts::ScalingMetric::TimeToTrain, charts::ScalingGrouping::CatalogEntry)));
        int entries = 0;
        for (QLegendMarker *m : scaling->legend()->markers()) {
            if (charts::isLegendHidden(m->series()))
                continue;
            const QString entry = i18n::unescapedHtml(m->label());
            QVERIFY2(text.contains(entry), qPrintable(entry));
            ++entries;
        }
        QVERIFY(entries > 20);
        QVERIFY(text.contains(QStringLiteral("NVIDIA H100 SXM5 80GB · v3.1 (ε 0.0057)")));
        QVERIFY(text.contains(QLatin1String("1.0, 3.1, 4.0")));             // real text: numbers included
        QVERIFY(text.contains(QLatin1String("Data: the embedded sample"))); // never an internal :/ path
        QVERIFY(!text.contains(QLatin1String(":/scalescope")));
        // the selection reaches the report
        report::ReportOptions marked;
        marked.selection = {QStringLiteral("4.0/NVIDIA/eos_n8_ngc24.04_mxnet/resnet")};
        const QString withSelection = dir.filePath(QStringLiteral("marked.pdf"));
        QVERIFY(sampleReport(marked, withSelection, &error) >= 6);
        const QString markedText = pdftotext(withSelection);
        QVERIFY(markedText.contains(QLatin1String("Marked with a ring in the charts")));
        QVERIFY(markedText.contains(QLatin1String("eos_n8_ngc24.04_mxnet")));

        i18n::installLanguage(QStringLiteral("ko"));
        const QString ko = dir.filePath(QStringLiteral("ko.pdf"));
        report::ReportOptions letter;
        letter.page = QPageSize::Letter;
        QVERIFY(sampleReport(letter, ko, &error) >= 6);
        i18n::installLanguage(QStringLiteral("en"));
        QVERIFY(pdftotext(ko).contains(QRegularExpression(QStringLiteral("[\\x{AC00}-\\x{D7A3}]"))));
    }

    void reportHasTheChosenSectionsAndBenchmark()
    {
        QTemporaryDir dir;
        QString error;
        const int all = sampleReport(report::ReportOptions{}, dir.filePath(QStringLiteral("all.pdf")), &error);
        report::ReportOptions some;
        some.sections = report::ReportSection::Results | report::ReportSection::Ranking;
        const QString path = dir.filePath(QStringLiteral("some.pdf"));
        const int pages = sampleReport(some, path, &error);
        QVERIFY2(pages > 0 && pages < all, qPrintable(error));
        const QString text = pdftotext(path);
        QVERIFY(text.contains(QLatin1String("best-ranked configurations")));
        QVERIFY(text.contains(QLatin1String("Pareto front")));
        for (const char *absent : {"Efficiency surface", "Import diagnostics", "Sensitivity of the method", "PC1"})
            QVERIFY2(!text.contains(QLatin1String(absent)), absent);

        report::ReportOptions bert;
        bert.benchmark = QStringLiteral("bert");
        const QString bertPath = dir.filePath(QStringLiteral("bert.pdf"));
        QVERIFY2(sampleReport(bert, bertPath, &error) > 0, qPrintable(error));
        const QString bertText = pdftotext(bertPath);
        QVERIFY(bertText.contains(QLatin1String("Benchmark: bert")));
        QVERIFY(!bertText.contains(QLatin1String("Benchmark: resnet")));
    }

    // The MLPerf HPC section of the sample (Training and HPC): cosmoflow's weak scaling with what each
    // law predicts and a row per machine, then Végh's comparison with its sentence and families.
    void reportHasAnHpcSection()
    {
        QTemporaryDir dir;
        QString error;
        report::ReportOptions hpc;
        hpc.benchmark = QStringLiteral("cosmoflow");
        hpc.sections = report::ReportSection::Hpc;
        const QString path = dir.filePath(QStringLiteral("hpc.pdf"));
        QVERIFY2(sampleReport(hpc, path, &error) >= 2, qPrintable(error));
        const QString text = pdftotext(path);
        for (const char *expected :
             {"MLPerf HPC", "Weak scaling of cosmoflow", "Gustafson", "Amdahl", "fugaku_A64FX_tensorflow (closed)",
              "Supercomputers and GPU clusters", "P100 (Piz Daint)", "A64FX (Fugaku, CPU-only)", "A100", "CPU-only runs"})
            QVERIFY2(text.contains(QString::fromUtf8(expected)), expected);
        report::ReportOptions none;
        none.benchmark = QStringLiteral("cosmoflow");
        none.sections = report::ReportSection::Results;
        const QString without = dir.filePath(QStringLiteral("without.pdf"));
        QVERIFY(sampleReport(none, without, &error) > 0);
        QVERIFY(!pdftotext(without).contains(QLatin1String("Weak scaling of cosmoflow")));
    }

    // File ▸ Export Report… as a person uses it: Ctrl+Shift+P, untick a section with the mouse, pick
    // another benchmark from the keyboard, save, and find the choices remembered next time.
    void exportReportFromTheWindow()
    {
        QSettings().remove(QStringLiteral("report"));
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        w.openSample();
        QVERIFY(test::waitForData(w));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("chosen.pdf"));
        bool sawDialog = false, sawFileDialog = false;
        QTimer::singleShot(200, &w, [&]() {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog && dialog->objectName() == QLatin1String("reportDialog"));
            sawDialog = true;
            QCheckBox *surface = nullptr;
            for (QCheckBox *box : dialog->findChildren<QCheckBox *>())
                if (box->text().remove(QLatin1Char('&')).startsWith(QLatin1String("Efficiency surface")))
                    surface = box;
            QVERIFY(surface && surface->isChecked());
            QTest::mouseClick(surface, Qt::LeftButton, Qt::NoModifier, QPoint(8, surface->height() / 2));
            QVERIFY(!surface->isChecked());
            auto *benchmark = dialog->findChild<QComboBox *>(QStringLiteral("reportBenchmark"));
            QCOMPARE(benchmark->currentText(), QStringLiteral("resnet"));
            benchmark->setFocus();
            QTest::keyClick(benchmark, Qt::Key_Home); // "bert" sorts first
            QCOMPARE(benchmark->currentText(), QStringLiteral("bert"));
            QTimer::singleShot(300, &w, [&]() {
                auto *files = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
                QVERIFY(files);
                sawFileDialog = true;
                auto *name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
                QVERIFY(name);
                name->selectAll();
                QTest::keyClicks(name, path);
                QTest::keyClick(name, Qt::Key_Return);
            });
            QTest::keyClick(benchmark, Qt::Key_Return);
        });
        QTest::keyClick(&w, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(sawDialog);
        QVERIFY(sawFileDialog);
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(path), 60000);
        QTRY_VERIFY(w.statusBar()->currentMessage().contains(QLatin1String("chosen.pdf")));
        const QString text = pdftotext(path);
        QVERIFY(text.contains(QLatin1String("Benchmark: bert")));
        QVERIFY(text.contains(QLatin1String("Clusters")));
        QVERIFY(!text.contains(QLatin1String("Efficiency surface")));

        // remembered: the next dialog opens with the surface unticked; Escape leaves without writing
        bool remembered = false;
        QTimer::singleShot(200, &w, [&]() {
            QDialog *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            for (QCheckBox *box : dialog->findChildren<QCheckBox *>()) {
                if (box->text().remove(QLatin1Char('&')).startsWith(QLatin1String("Efficiency surface")))
                    remembered = !box->isChecked();
            }
            QTest::keyClick(dialog, Qt::Key_Escape);
        });
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(&w, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(remembered);
    }

    void reportHasAProbeSection()
    {
        QString error;
        report::ReportOptions options;
        options.probe =
            probe::readRunFile(QStringLiteral(SCALESCOPE_SOURCE_DIR "/tests/fixtures/probe/synthetic-node.json"), &error);
        QVERIFY2(options.probe, qPrintable(error));
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("probe.pdf"));
        const int without = sampleReport(report::ReportOptions{}, dir.filePath(QStringLiteral("plain.pdf")), &error);
        const int with = sampleReport(options, pdf, &error);
        QCOMPARE(with, without + 2); // the probe section: two pages of charts
        const QString text = pdftotext(pdf);
        QVERIFY(text.contains(QLatin1String("This machine: probe run fixture-node-b")));
        QVERIFY(text.contains(QLatin1String("synthetic test data, not a measurement")));
        // Each probe chart's title whole, in smaller type or two lines (Qt cut them to "…not…").
        for (const char *what : {"Matrix multiply throughput", "Bandwidth against transfer size"}) {
            const qsizetype at = text.indexOf(QLatin1String(what));
            QVERIFY2(at >= 0, what);
            const QString title = text.mid(at, text.indexOf(QLatin1String("measured"), at) + 8 - at);
            QVERIFY2(title.contains(QLatin1String("synthetic fixture, not measured")) && !title.contains(QChar(0x2026)),
                     qPrintable(title));
        }
    }

    void cliReportAndExports()
    {
        QTemporaryDir dir;
        for (const char *chart : {"clusters", "ranking"}) {
            QProcess p;
            p.start(QStringLiteral(SCALESCOPE_BIN_DIR "/scalescope-cli"),
                    {QStringLiteral("export"), QLatin1String(import::kSamplePath), QStringLiteral("--chart"),
                     QLatin1String(chart), QStringLiteral("--out"), dir.filePath(QLatin1String(chart) + QStringLiteral(".png"))});
            QVERIFY(p.waitForFinished(120000));
            QCOMPARE(p.exitCode(), 0);
            QVERIFY(QImage(dir.filePath(QLatin1String(chart) + QStringLiteral(".png"))).width() == 1600);
        }
        const auto report = [&](const QStringList &arguments, QString *errors = nullptr) {
            QProcess p;
            p.start(QStringLiteral(SCALESCOPE_BIN_DIR "/scalescope-cli"),
                    QStringList{QStringLiteral("report"), QLatin1String(import::kSamplePath)} + arguments);
            if (!p.waitForFinished(120000))
                return -1;
            if (errors)
                *errors = QString::fromUtf8(p.readAllStandardError());
            return p.exitCode();
        };
        const auto out = [&](const char *name) { return dir.filePath(QLatin1String(name)); };
        QCOMPARE(report({QStringLiteral("--lang"), QStringLiteral("ko"), QStringLiteral("--out"), out("r.pdf")}), 0);
        QVERIFY(pdfPages(out("r.pdf")) >= 6);
        QCOMPARE(
            report({QStringLiteral("--sections"), QStringLiteral("results,ranking"), QStringLiteral("--out"), out("some.pdf")}),
            0);
        QVERIFY(pdfPages(out("some.pdf")) < pdfPages(out("r.pdf")));
        QVERIFY(!pdftotext(out("some.pdf")).contains(QLatin1String("Efficiency surface")));
        QString errors;
        QCOMPARE(report({QStringLiteral("--sections"), QStringLiteral("results,charts"), QStringLiteral("--out"), out("x.pdf")},
                        &errors),
                 2);
        QVERIFY(errors.contains(QLatin1String("results,charts")));
        QVERIFY(!QFileInfo::exists(out("x.pdf")));
        QCOMPARE(report({}), 2); // no --out
    }

    void convexHullOfASquare()
    {
        const QList<QPointF> hull = charts::convexHull({{0, 0}, {1, 0}, {1, 1}, {0, 1}, {0.5, 0.5}});
        QCOMPARE(hull.size(), 4);
    }
};

QTEST_MAIN(TestMethodViews)
#include "tst_methodviews.moc"
