// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Text from files is text: a dataset whose names, ids and benchmark carry markup (an <img> of a
// local file, a link, bold, an <img> of a FIFO that would block whoever opened it, a bidi override,
// an ANSI escape, a 10,000-character name) and a probe run whose host, device and label do the same,
// opened in the window and taken through every tab, every point's tooltip, every chart's export
// (PNG, SVG) and the PDF report. Nothing may load the local image (its colour never appears, no SVG
// <image>, no image in the PDF), nothing may block on the FIFO, and the markup shows as characters.
#include "AppTestSupport.h"
#include "app/charts/ChartExport.h"
#include "app/charts/ChartPanel.h"
#include "app/report/ReportWriter.h"
#include "app/views/AnalysisBar.h"
#include "app/views/DetailsPane.h"
#include "app/views/ProbeView.h"
#include "app/views/ScalingView.h"
#include "core/analysis/BenchmarkAnalysis.h"
#include "core/import/SourceImporter.h"
#include "core/io/DatasetFormat.h"

#include <QAbstractButton>
#include <QChart>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProcess>
#include <QRegularExpression>
#include <QTabBar>
#include <QTemporaryDir>
#include <QToolTip>

#include <sys/stat.h>

using namespace scalescope;

namespace {

// Loud magenta: any pixel of it in an export means the image was loaded.
const QRgb kLeakColour = qRgb(255, 0, 255);
const QString kBenchmark = QStringLiteral("resnet<img src=leak.png>"); // a folder name has no slash
QString g_dir;                                                         // where leak.png and the FIFO are

// An image of a local file and of a FIFO by absolute path (as a dataset or system file can name them),
// a link, bold, a bidi override, an ANSI escape and an entity.
QString hostile(const QString &what)
{
    return QStringLiteral("<img src=%2/leak.png><img src=\"%2/fifo\"><a href=\"https://example.invalid\">%1</a>"
                          "<b>!</b>\u202e\x1b[31m&amp;")
        .arg(what, g_dir);
}

bool hasLeakColour(const QImage &image)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x)
            if ((line[x] & 0xffffff) == (kLeakColour & 0xffffff))
                return true;
    }
    return false;
}

} // namespace

class TestHostileText : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_dataset, m_probe;

private slots:
    void initTestCase()
    {
        // The images named in the markup are where a relative src would find them.
        QVERIFY(QDir::setCurrent(m_dir.path()));
        g_dir = m_dir.path();
        QImage leak(64, 64, QImage::Format_RGB32);
        leak.fill(kLeakColour);
        QVERIFY(leak.save(m_dir.filePath(QStringLiteral("leak.png"))));
        QCOMPARE(::mkfifo(QFile::encodeName(m_dir.filePath(QStringLiteral("fifo"))).constData(), 0600), 0);

        // The sample's resnet configurations under hostile names.
        model::Dataset ds = import::importSource(QLatin1String(import::kSamplePath)).dataset;
        QList<model::Configuration> kept;
        for (model::Configuration c : ds.configurations) {
            if (c.benchmark != QLatin1String("resnet"))
                continue;
            c.benchmark = kBenchmark;
            c.id = hostile(c.id);
            c.org = hostile(c.org);
            c.systemName = hostile(c.systemName) + QString(10000, QLatin1Char('x'));
            c.accelerator = hostile(c.accelerator);
            c.catalogId.clear(); // legends then name the accelerator as the file wrote it
            kept << c;
        }
        QVERIFY(kept.size() > 10);
        ds.configurations = kept;
        ds.diagnostics.clear();
        m_dataset = m_dir.filePath(QStringLiteral("hostile.json"));
        QFile out(m_dataset);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(io::datasetToJson(ds));
        out.close();

        QFile probe(QStringLiteral(SCALESCOPE_SOURCE_DIR "/tests/fixtures/probe/synthetic-node.json"));
        QVERIFY(probe.open(QIODevice::ReadOnly));
        QJsonObject run = QJsonDocument::fromJson(probe.readAll()).object();
        run.insert(QStringLiteral("label"), hostile(QStringLiteral("label")));
        QJsonObject host = run.value(QStringLiteral("host")).toObject();
        host.insert(QStringLiteral("hostname"), hostile(QStringLiteral("host")));
        run.insert(QStringLiteral("host"), host);
        QJsonArray devices = run.value(QStringLiteral("devices")).toArray();
        QJsonObject device = devices.first().toObject();
        device.insert(QStringLiteral("name"), hostile(QStringLiteral("device")));
        devices.replace(0, device);
        run.insert(QStringLiteral("devices"), devices);
        m_probe = m_dir.filePath(QStringLiteral("probe.json"));
        QVERIFY(test::writeJson(m_probe, run));
    }

    void everyViewShowsTheMarkupAsText()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openPaths({m_dataset});
        QVERIFY(test::waitForData(w));
        QVERIFY(test::waitForAnalysis(w));
        QCOMPARE(w.analysis()->current()->benchmark, kBenchmark);
        QString error;
        QVERIFY2(w.probeView()->openRunFile(m_probe, &error), qPrintable(error));

        QTabBar *bar = w.tabs()->tabBar();
        int charts = 0;
        for (int tab = 0; tab < bar->count(); ++tab) {
            QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(tab).center());
            QTest::qWait(100);
            QCoreApplication::processEvents();
            for (charts::ChartPanel *panel : w.tabs()->widget(tab)->findChildren<charts::ChartPanel *>()) {
                if (!panel->isVisible() || !panel->chart())
                    continue;
                ++charts;
                const QString title = panel->chart()->title();
                QVERIFY2(!title.contains(QLatin1String("<img")), qPrintable(title));
                const QImage shot = panel->view()->grab().toImage();
                QVERIFY2(!hasLeakColour(shot), qPrintable(QStringLiteral("tab %1").arg(tab)));
                // The chart as exported: PNG and SVG.
                const charts::ChartExportSpec spec = panel->exportSpec();
                if (!spec.make)
                    continue;
                const QString png = m_dir.filePath(QStringLiteral("chart%1.png").arg(charts));
                const QString svg = m_dir.filePath(QStringLiteral("chart%1.svg").arg(charts));
                QVERIFY2(
                    charts::exportChart(spec.make, png, charts::ExportSize{800, 500, 96}, spec.title, spec.description, &error),
                    qPrintable(error));
                QVERIFY2(
                    charts::exportChart(spec.make, svg, charts::ExportSize{800, 500, 96}, spec.title, spec.description, &error),
                    qPrintable(error));
                QVERIFY(!hasLeakColour(QImage(png)));
                QFile svgFile(svg);
                QVERIFY(svgFile.open(QIODevice::ReadOnly));
                const QByteArray svgBytes = svgFile.readAll();
                // Markers are images of their own: every image is inline and none is the leak.
                const QRegularExpression href(QStringLiteral("xlink:href=\"([^\"]*)\""));
                for (auto m = href.globalMatch(QString::fromUtf8(svgBytes)); m.hasNext();) {
                    const QString target = m.next().captured(1);
                    QVERIFY2(target.startsWith(QLatin1String("data:image/")), qPrintable(target.left(80)));
                    const QByteArray data = QByteArray::fromBase64(target.section(QLatin1Char(','), 1).toLatin1());
                    QVERIFY(!hasLeakColour(QImage::fromData(data)));
                }
                if (svgBytes.contains("<img")) {
                    const qsizetype at = svgBytes.indexOf("<img");
                    QFAIL(qPrintable(QString::fromUtf8(svgBytes.mid(std::max<qsizetype>(0, at - 200), 300))));
                }
            }
            // Labels: markup from a file is never rendered.
            for (QLabel *label : w.findChildren<QLabel *>())
                if (label->isVisible() && label->text().contains(QLatin1String("<img")))
                    QVERIFY2(label->textFormat() == Qt::PlainText, qPrintable(label->objectName() + label->text().left(80)));
            for (QWidget *widget : w.findChildren<QWidget *>())
                QVERIFY2(!widget->toolTip().contains(QLatin1String("<img")), qPrintable(widget->objectName()));
        }
        QVERIFY2(charts >= 7, qPrintable(QString::number(charts))); // one per tab (the Probe tab's first page)
        // The charts not on screen (the Probe tab's other pages, the Ranking's Stability page) as exported.
        int exported = 0;
        for (charts::ChartPanel *panel : w.findChildren<charts::ChartPanel *>()) {
            const charts::ChartExportSpec spec = panel->exportSpec();
            if (!spec.make)
                continue;
            const QString svg = m_dir.filePath(QStringLiteral("all%1.svg").arg(++exported));
            QVERIFY2(charts::exportChart(spec.make, svg, charts::ExportSize{800, 500, 96}, spec.title, spec.description, &error),
                     qPrintable(error));
            QFile f(svg);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY2(!f.readAll().contains("<img"), qPrintable(spec.baseName));
        }
        QVERIFY(exported > charts);

        // Hover a point of the Scaling chart: the name is in the tooltip, as characters.
        w.tabs()->setCurrentWidget(w.scalingView());
        charts::ChartPanel *scaling = w.scalingView()->panel();
        QVERIFY(test::clickPoint(scaling, QString()));
        const QString id = w.analysis()->current()->configurations.first().id;
        const auto at = scaling->pointPosition(id);
        QVERIFY(at);
        QTest::mouseMove(scaling->view()->viewport(), QPoint(3, 3));
        QTest::mouseMove(scaling->view()->viewport(), *at);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains(QStringLiteral("&lt;img src=%1/leak.png&gt;").arg(g_dir)),
                 qPrintable(QToolTip::text()));
        QVERIFY(!QToolTip::text().contains(QLatin1String("<img")));
        QVERIFY(!QToolTip::text().contains(QLatin1String("<a href")));
        QTest::mouseClick(scaling->view()->viewport(), Qt::LeftButton, Qt::NoModifier, *at);
        QTRY_VERIFY(w.detailsPane()->plainText().contains(QStringLiteral("<img src=%1/leak.png>").arg(g_dir)));
    }

    // The PDF report: the names printed as characters, no image embedded.
    void reportEmbedsNoImage()
    {
        const model::Dataset ds = import::importSource(m_dataset).dataset;
        analysis::AnalysisSettings settings;
        settings.benchmark = kBenchmark;
        const auto analysis = std::make_shared<const analysis::BenchmarkAnalysis>(*analysis::analyseBenchmark(ds, settings));
        report::ReportOptions options;
        QString error;
        options.probe = probe::readRunFile(m_probe, &error);
        QVERIFY2(options.probe, qPrintable(error));
        const auto content = report::prepareReport(ds, analysis, options);
        QVERIFY(content);
        const QString pdf = m_dir.filePath(QStringLiteral("report.pdf"));
        QVERIFY2(report::writeReport(*content, pdf, &error) > 0, qPrintable(error));
        // The report has images of its own (markers, the heat map): none of them may be the leak.
        const QString extracted = m_dir.filePath(QStringLiteral("images"));
        QVERIFY(QDir().mkpath(extracted));
        QProcess images;
        images.start(QStringLiteral("pdfimages"), {QStringLiteral("-png"), pdf, extracted + QStringLiteral("/img")});
        QVERIFY(images.waitForFinished(60000));
        QCOMPARE(images.exitCode(), 0);
        const QStringList pngs = QDir(extracted).entryList({QStringLiteral("*.png")}, QDir::Files);
        for (const QString &png : pngs)
            QVERIFY2(!hasLeakColour(QImage(QDir(extracted).filePath(png))), qPrintable(png));
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(60000));
        QVERIFY(QString::fromUtf8(text.readAllStandardOutput()).contains(QLatin1String("<img src=")));
    }
};

QTEST_MAIN(TestHostileText)
#include "tst_hostiletext.moc"
