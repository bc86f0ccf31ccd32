// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Chart drawing speed: first paint and re-render of 1k, 10k and 100k points drawn as our light-
// marker point series, against a plain QLineSeries of the same points, in the same run
// (offscreen, 1200 × 800). "Without stalls" means a re-render under 50 ms at 100k points.
// Also the chart panel's hover: building its point index after a zoom, and one lookup under the
// pointer, against the re-render of the same chart.
#include "app/charts/ChartFactory.h"
#include "app/charts/ChartPanel.h"
#include "app/charts/InteractiveChartView.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QElapsedTimer>
#include <QImage>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPainter>

#include <cmath>
#include <cstdio>
#include <random>

using namespace scalescope;

namespace {

struct Timing
{
    double first = 0, again = 0;
};

Timing measure(QChart *chart)
{
    QChartView view(chart);
    view.resize(1200, 800);
    view.show();
    QCoreApplication::processEvents();
    QImage image(1200, 800, QImage::Format_ARGB32_Premultiplied);
    Timing t;
    QElapsedTimer timer;
    for (int pass = 0; pass < 2; ++pass) {
        image.fill(Qt::white);
        timer.start();
        QPainter p(&image);
        view.render(&p);
        p.end();
        (pass == 0 ? t.first : t.again) = timer.nsecsElapsed() / 1e6;
    }
    // A few more re-renders: report the median of them.
    double samples[5];
    for (double &s : samples) {
        timer.start();
        QPainter p(&image);
        view.render(&p);
        p.end();
        s = timer.nsecsElapsed() / 1e6;
    }
    std::sort(std::begin(samples), std::end(samples));
    t.again = samples[2];
    return t;
}

QChart *chartWith(QXYSeries *series)
{
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    auto *x = new QLogValueAxis, *y = new QLogValueAxis;
    x->setBase(2);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
    x->setRange(1, 1 << 16);
    y->setRange(0.01, 1000);
    return chart;
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    std::mt19937 rng(5);
    std::uniform_real_distribution<double> u(0, 16), v(-2, 3);
    std::printf("%-8s %-24s %12s %14s\n", "points", "series", "first ms", "re-render ms");
    for (int n : {1000, 10000, 100000}) {
        QList<QPointF> pts;
        for (int i = 0; i < n; ++i)
            pts << QPointF(std::pow(2.0, u(rng)), std::pow(10.0, v(rng)));
        const Timing ours = measure(chartWith(charts::createPointSeries(QStringLiteral("ours"), pts, charts::seriesColor(0))));
        auto *plain = new QLineSeries;
        plain->replace(pts);
        const Timing base = measure(chartWith(plain));
        std::printf("%-8d %-24s %12.1f %14.1f\n", n, "plain QLineSeries", base.first, base.again);
        std::printf("%-8d %-24s %12.1f %14.1f   (x %.2f first, x %.2f re-render)\n", n, "light-marker points", ours.first,
                    ours.again, ours.first / base.first, ours.again / base.again);

        // Hover: the first lookup after a zoom builds the index; later ones only look.
        QStringList ids;
        for (int i = 0; i < n; ++i)
            ids << QString::number(i);
        charts::ChartPanel panel;
        panel.resize(1200, 800);
        panel.setChart(chartWith(charts::createPointSeries(QStringLiteral("ours"), pts, charts::seriesColor(0), ids)));
        panel.show();
        QCoreApplication::processEvents();
        QElapsedTimer timer;
        double index = 0, lookup = 0;
        for (int pass = 0; pass < 3; ++pass) {
            panel.setZoom(charts::ChartZoom{1, double(1 << (16 - pass)), 0.01, 1000}); // invalidates the index
            timer.start();
            panel.pointAt(QPoint(600, 400));
            index += timer.nsecsElapsed() / 1e6 / 3;
            timer.start();
            for (int k = 0; k < 1000; ++k)
                panel.pointAt(QPoint(100 + k % 900, 100 + k % 500));
            lookup += timer.nsecsElapsed() / 1e6 / 3000;
        }
        std::printf("%-8d %-24s %12.2f %14.4f   (index build x %.2f the re-render)\n", n, "hover: index, lookup ms", index,
                    lookup, index / ours.again);
    }
    return 0;
}
