<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>ImportCommand</name>
    <message numerus="yes">
        <source>%n configuration(s), %1 with an official score; %2 errors, %3 warnings.</source>
        <translation>
            <numerusform>%n configuration, %1 with an official score; %2 errors, %3 warnings.</numerusform>
            <numerusform>%n configurations, %1 with an official score; %2 errors, %3 warnings.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Method</name>
    <message numerus="yes">
        <source>Cluster %1 ranks first (closeness %2): %n configuration(s) with %3–%4 accelerators (median %5), mostly %6, median time to train %7 min, median efficiency %8.</source>
        <translation>
            <numerusform>Cluster %1 ranks first (closeness %2): %n configuration with %3–%4 accelerators (median %5), mostly %6, median time to train %7 min, median efficiency %8.</numerusform>
            <numerusform>Cluster %1 ranks first (closeness %2): %n configurations with %3–%4 accelerators (median %5), mostly %6, median time to train %7 min, median efficiency %8.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cluster %1 ranks first (closeness %2): %n configuration(s) with %3–%4 accelerators (median %5), mostly %6, median time to train %7 min.</source>
        <translation>
            <numerusform>Cluster %1 ranks first (closeness %2): %n configuration with %3–%4 accelerators (median %5), mostly %6, median time to train %7 min.</numerusform>
            <numerusform>Cluster %1 ranks first (closeness %2): %n configurations with %3–%4 accelerators (median %5), mostly %6, median time to train %7 min.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MethodChartText</name>
    <message numerus="yes">
        <source>cluster %1 (rank %2, %n configuration(s))</source>
        <translation>
            <numerusform>cluster %1 (rank %2, %n configuration)</numerusform>
            <numerusform>cluster %1 (rank %2, %n configurations)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message numerus="yes">
        <source>Rounds: %1 · %n configuration(s) of this benchmark</source>
        <translation>
            <numerusform>Rounds: %1 · %n configuration of this benchmark</numerusform>
            <numerusform>Rounds: %1 · %n configurations of this benchmark</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message numerus="yes">
        <source>Wrote %1 (%n page(s)).</source>
        <translation>
            <numerusform>Wrote %1 (%n page).</numerusform>
            <numerusform>Wrote %1 (%n pages).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::DiagnosticsModel</name>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::ImportReportDialog</name>
    <message numerus="yes">
        <source>%n problem(s) shown</source>
        <translation>
            <numerusform>%n problem shown</numerusform>
            <numerusform>%n problems shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::MainWindow</name>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n configuration(s), %1 with an official score</source>
        <translation>
            <numerusform>%n configuration, %1 with an official score</numerusform>
            <numerusform>%n configurations, %1 with an official score</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%n page(s))</source>
        <translation>
            <numerusform>Wrote %1 (%n page)</numerusform>
            <numerusform>Wrote %1 (%n pages)</numerusform>
        </translation>
    </message>
</context>
</TS>
