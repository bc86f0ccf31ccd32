<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>Coverage</name>
    <message numerus="yes">
        <source>%1 of %n configuration(s) of %2 shown.</source>
        <translation>
            <numerusform>%1 of %n configuration of %2 shown.</numerusform>
            <numerusform>%1 of %n configurations of %2 shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n byte-identical duplicate(s) counted once and placed with their twin.</source>
        <translation>
            <numerusform>%n byte-identical duplicate counted once and placed with its twin.</numerusform>
            <numerusform>%n byte-identical duplicates counted once and placed with their twins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n filtered out by the table&apos;s filters</source>
        <translation>
            <numerusform>%n filtered out by the table&apos;s filters</numerusform>
            <numerusform>%n filtered out by the table&apos;s filters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without an official score</source>
        <translation>
            <numerusform>%n without an official score</numerusform>
            <numerusform>%n without an official score</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alone in their series (no reference, so no ε)</source>
        <translation>
            <numerusform>%n alone in its series (no reference, so no ε)</numerusform>
            <numerusform>%n alone in their series (no reference, so no ε)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n are their series&apos; reference (k = 1)</source>
        <translation>
            <numerusform>%n is its series&apos; reference (k = 1)</numerusform>
            <numerusform>%n are their series&apos; references (k = 1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with nothing to cluster on</source>
        <translation>
            <numerusform>%n with nothing to cluster on</numerusform>
            <numerusform>%n with nothing to cluster on</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n have their reference&apos;s accelerator count (k = 1, so no ε)</source>
        <translation>
            <numerusform>%n has its reference&apos;s accelerator count (k = 1, so no ε)</numerusform>
            <numerusform>%n have their reference&apos;s accelerator count (k = 1, so no ε)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without a value for this metric</source>
        <translation>
            <numerusform>%n without a value for this metric</numerusform>
            <numerusform>%n without a value for this metric</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them lie outside ε 10⁻⁸…10⁻¹, beyond the shaded grid (a negative ε at the bottom edge).</source>
        <translation>
            <numerusform>%n of them lies outside ε 10⁻⁸…10⁻¹, beyond the shaded grid (a negative ε at the bottom edge).</numerusform>
            <numerusform>%n of them lie outside ε 10⁻⁸…10⁻¹, beyond the shaded grid (a negative ε at the bottom edge).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message numerus="yes">
        <source>%n configuration(s), %1 with an official score; %2 errors, %3 warnings.</source>
        <translation>
            <numerusform>%n configuration, %1 with an official score; %2 errors, %3 warnings.</numerusform>
            <numerusform>%n configurations, %1 with an official score; %2 errors, %3 warnings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n score(s) not official: the official tool has no rules for their round, so they follow its method with the quality target alone.</source>
        <translation>
            <numerusform>%n score not official: the official tool has no rules for its round, so it follows its method with the quality target alone.</numerusform>
            <numerusform>%n scores not official: the official tool has no rules for their round, so they follow its method with the quality target alone.</numerusform>
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
    <message numerus="yes">
        <source>+%n other(s)</source>
        <translation>
            <numerusform>+%n other</numerusform>
            <numerusform>+%n others</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MethodChartText</name>
    <message numerus="yes">
        <source>— %n not drawn</source>
        <translation>
            <numerusform>— %n not drawn</numerusform>
            <numerusform>— %n not drawn</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanText</name>
    <message numerus="yes">
        <source>  measured here  %n result(s), %1–%2 min (the interval is widened to hold them)</source>
        <translation>
            <numerusform>  measured here  %n result, %1–%2 min (the interval is widened to hold it)</numerusform>
            <numerusform>  measured here  %n results, %1–%2 min (the interval is widened to hold them)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  measured here  %n result(s), %1–%2 min, all inside the interval</source>
        <translation>
            <numerusform>  measured here  %n result, %1–%2 min, inside the interval</numerusform>
            <numerusform>  measured here  %n results, %1–%2 min, all inside the interval</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  fit on         %n configuration(s) at %1 distinct sizes (%2–%3 accelerators)</source>
        <translation>
            <numerusform>  fit on         %n configuration at %1 distinct sizes (%2–%3 accelerators)</numerusform>
            <numerusform>  fit on         %n configurations at %1 distinct sizes (%2–%3 accelerators)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlannerCharts</name>
    <message numerus="yes">
        <source>Measured at this count: %n result(s), %1–%2 min; the interval is widened to hold them, as the fit&apos;s spread does not describe repeated runs at one size.</source>
        <translation>
            <numerusform>Measured at this count: %n result, %1–%2 min; the interval is widened to hold it, as the fit&apos;s spread does not describe repeated runs at one size.</numerusform>
            <numerusform>Measured at this count: %n results, %1–%2 min; the interval is widened to hold them, as the fit&apos;s spread does not describe repeated runs at one size.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Measured at this count: %n result(s), %1–%2 min, all inside the interval.</source>
        <translation>
            <numerusform>Measured at this count: %n result, %1–%2 min, inside the interval.</numerusform>
            <numerusform>Measured at this count: %n results, %1–%2 min, all inside the interval.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fit %1 on %n configuration(s) at %2 distinct sizes (%3–%4 accelerators)</source>
        <translation>
            <numerusform>Fit %1 on %n configuration at %2 distinct sizes (%3–%4 accelerators)</numerusform>
            <numerusform>Fit %1 on %n configurations at %2 distinct sizes (%3–%4 accelerators)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProbeChartText</name>
    <message numerus="yes">
        <source>⚠ %n result(s) vary by more than 10 % between repeats: close other programs or choose a longer time limit and run again.</source>
        <translation>
            <numerusform>⚠ %n result varies by more than 10 % between repeats: close other programs or choose a longer time limit and run again.</numerusform>
            <numerusform>⚠ %n results vary by more than 10 % between repeats: close other programs or choose a longer time limit and run again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProbeCutText</name>
    <message numerus="yes">
        <source>The job ended during the test “%1”, which ran on rank(s) %2 (%3).</source>
        <translation>
            <numerusform>The job ended during the test “%1”, which ran on rank %2 (%3).</numerusform>
            <numerusform>The job ended during the test “%1”, which ran on ranks %2 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rank 0 reported until then; rank(s) %1 on its own host stopped answering.</source>
        <translation>
            <numerusform>Rank 0 reported until then; rank %1 on its own host stopped answering.</numerusform>
            <numerusform>Rank 0 reported until then; ranks %1 on its own host stopped answering.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rank 0 reported until then, so the one lost is likely rank(s) %1 on %2: check that host and its network link.</source>
        <translation>
            <numerusform>Rank 0 reported until then, so the one lost is likely rank %1 on %2: check that host and its network link.</numerusform>
            <numerusform>Rank 0 reported until then, so the ones lost are likely ranks %1 on %2: check those hosts and their network links.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProbeReasonText</name>
    <message numerus="yes">
        <source>… and %n more failed test(s)</source>
        <translation>
            <numerusform>… and %n more failed test</numerusform>
            <numerusform>… and %n more failed tests</numerusform>
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
    <message numerus="yes">
        <source>Only the rows the table&apos;s filters keep are analysed: %n configuration(s) of this benchmark are left out.</source>
        <translation>
            <numerusform>Only the rows the table&apos;s filters keep are analysed: %n configuration of this benchmark is left out.</numerusform>
            <numerusform>Only the rows the table&apos;s filters keep are analysed: %n configurations of this benchmark are left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cluster %1: %n configuration(s), median %2 accelerators, mostly %3, median %4 min</source>
        <translation>
            <numerusform>cluster %1: %n configuration, median %2 accelerators, mostly %3, median %4 min</numerusform>
            <numerusform>cluster %1: %n configurations, median %2 accelerators, mostly %3, median %4 min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n best-ranked configuration(s)</source>
        <translation>
            <numerusform>The best-ranked configuration</numerusform>
            <numerusform>The %n best-ranked configurations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n fastest configuration(s)</source>
        <translation>
            <numerusform>The fastest configuration</numerusform>
            <numerusform>The %n fastest configurations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln draw(s), seed %1: %2</source>
        <translation>
            <numerusform>%Ln draw, seed %1: %2</numerusform>
            <numerusform>%Ln draws, seed %1: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clustering(s) drawn from (k and scope)</source>
        <translation>
            <numerusform>%n clustering drawn from (k and scope)</numerusform>
            <numerusform>%n clusterings drawn from (k and scope)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fits on the scaling charts: %1, and another model for %n series chosen by hand.</source>
        <translation>
            <numerusform>Fits on the scaling charts: %1, and another model for %n series chosen by hand.</numerusform>
            <numerusform>Fits on the scaling charts: %1, and another model for %n series chosen by hand.</numerusform>
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
    <name>Stability</name>
    <message numerus="yes">
        <source>Cluster %1, first with your weights, ranks first in %2 of %Ln draw(s).</source>
        <translation>
            <numerusform>Cluster %1, first with your weights, ranks first in %2 of %Ln draw.</numerusform>
            <numerusform>Cluster %1, first with your weights, ranks first in %2 of %Ln draws.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StabilityCharts</name>
    <message numerus="yes">
        <source>How often each cluster ranks first — %Ln draw(s)</source>
        <translation>
            <numerusform>How often each cluster ranks first — %Ln draw</numerusform>
            <numerusform>How often each cluster ranks first — %Ln draws</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rank range of the %n configuration(s) nearest the top</source>
        <translation>
            <numerusform>Rank range of the configuration nearest the top</numerusform>
            <numerusform>Rank range of the %n configurations nearest the top</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StabilityReport</name>
    <message numerus="yes">
        <source>== Stability: %n draw(s), seed %1</source>
        <translation>
            <numerusform>== Stability: %n draw, seed %1</numerusform>
            <numerusform>== Stability: %n draws, seed %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clustering(s)</source>
        <translation>
            <numerusform>%n clustering</numerusform>
            <numerusform>%n clusterings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SupercomputerText</name>
    <message numerus="yes">
        <source>%1: median ε_eff %2, E %3 over %n configuration(s) at k %4 (%5)</source>
        <translation>
            <numerusform>%1: median ε_eff %2, E %3 over %n configuration at k %4 (%5)</numerusform>
            <numerusform>%1: median ε_eff %2, E %3 over %n configurations at k %4 (%5)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WeakScalingText</name>
    <message numerus="yes">
        <source>Fitted on %n weak-scaling result(s) of %1.</source>
        <translation>
            <numerusform>Fitted on %n weak-scaling result of %1.</numerusform>
            <numerusform>Fitted on %n weak-scaling results of %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::ExportActions</name>
    <message numerus="yes">
        <source>Wrote %1 (%n page(s))</source>
        <translation>
            <numerusform>Wrote %1 (%n page)</numerusform>
            <numerusform>Wrote %1 (%n pages)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::StatusArea</name>
    <message numerus="yes">
        <source>%n configuration(s), %1 with an official score</source>
        <translation>
            <numerusform>%n configuration, %1 with an official score</numerusform>
            <numerusform>%n configurations, %1 with an official score</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::charts::ChartPanel</name>
    <message numerus="yes">
        <source>%n more configuration(s) here: %1</source>
        <translation>
            <numerusform>%n more configuration here: %1</numerusform>
            <numerusform>%n more configurations here: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::dialogs::ImportReportDialog</name>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>%n shown</numerusform>
            <numerusform>%n shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::models::DiagnosticsModel</name>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::probe::ProbeProcess</name>
    <message numerus="yes">
        <source>The %n result(s) measured until then are kept.</source>
        <translation>
            <numerusform>The %n result measured until then is kept.</numerusform>
            <numerusform>The %n results measured until then are kept.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::report::ReportDialog</name>
    <message numerus="yes">
        <source>The %n selected configuration(s) are marked with a ring in the charts.</source>
        <translation>
            <numerusform>The selected configuration is marked with a ring in the charts.</numerusform>
            <numerusform>The %n selected configurations are marked with a ring in the charts.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::state::DocumentController</name>
    <message numerus="yes">
        <source>%1 + %n more</source>
        <translation>
            <numerusform>%1 + %n more</numerusform>
            <numerusform>%1 + %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::views::AnalysisBar</name>
    <message numerus="yes">
        <source>The table&apos;s filters hide %n configuration(s) of %1: the charts still show them.</source>
        <translation>
            <numerusform>The table&apos;s filters hide %n configuration of %1: the charts still show it.</numerusform>
            <numerusform>The table&apos;s filters hide %n configurations of %1: the charts still show them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::views::ClustersView</name>
    <message numerus="yes">
        <source>%n clustered configuration(s) have no value on these axes and are not drawn.</source>
        <translation>
            <numerusform>%n clustered configuration has no value on these axes and is not drawn.</numerusform>
            <numerusform>%n clustered configurations have no value on these axes and are not drawn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::views::DetailsPane</name>
    <message numerus="yes">
        <source>the %n fastest valid run(s) left out</source>
        <translation>
            <numerusform>the fastest valid run left out</numerusform>
            <numerusform>the %n fastest valid runs left out</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::views::PlannerView</name>
    <message numerus="yes">
        <source>Fitted on %n configuration(s) of %1 at %2 distinct sizes, all rounds</source>
        <translation>
            <numerusform>Fitted on %n configuration of %1 at %2 distinct sizes, all rounds</numerusform>
            <numerusform>Fitted on %n configurations of %1 at %2 distinct sizes, all rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fitted on %n configuration(s) of %1 at %2 distinct sizes, round %3</source>
        <translation>
            <numerusform>Fitted on %n configuration of %1 at %2 distinct sizes, round %3</numerusform>
            <numerusform>Fitted on %n configurations of %1 at %2 distinct sizes, round %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>measured here (%n result(s))</source>
        <translation>
            <numerusform>measured here (%n result)</numerusform>
            <numerusform>measured here (%n results)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, all rounds — %n configuration(s)</source>
        <translation>
            <numerusform>%1, all rounds — %n configuration</numerusform>
            <numerusform>%1, all rounds — %n configurations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) — %n configuration(s)</source>
        <translation>
            <numerusform>%1 (%2) — %n configuration</numerusform>
            <numerusform>%1 (%2) — %n configurations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::views::ProbeBudgetBox</name>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::views::ProbeClusterPage</name>
    <message numerus="yes">
        <source>%Ln MPI rank(s) on %1</source>
        <translation>
            <numerusform>%Ln MPI rank on %1</numerusform>
            <numerusform>%Ln MPI ranks on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>%n host</numerusform>
            <numerusform>%n hosts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::views::ProbeComparePage</name>
    <message numerus="yes">
        <source>%n test(s) in both runs.</source>
        <translation>
            <numerusform>%n test in both runs.</numerusform>
            <numerusform>%n tests in both runs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) in both runs: the %1 that differ most are drawn (a taller window draws more; the table has them all).</source>
        <translation>
            <numerusform>%n test in both runs: the %1 that differ most are drawn (a taller window draws more; the table has them all).</numerusform>
            <numerusform>%n tests in both runs: the %1 that differ most are drawn (a taller window draws more; the table has them all).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) in both runs, each with the ratio %2: %1 of them are drawn (a taller window draws more; the table has them all).</source>
        <translation>
            <numerusform>%n test in both runs, with the ratio %2: %1 of them is drawn (a taller window draws more; the table has them all).</numerusform>
            <numerusform>%n tests in both runs, each with the ratio %2: %1 of them are drawn (a taller window draws more; the table has them all).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::views::ProbeRunsPage</name>
    <message numerus="yes">
        <source>%1 (%Ln MPI ranks)</source>
        <translation>
            <numerusform>%1 (%Ln MPI rank)</numerusform>
            <numerusform>%1 (%Ln MPI ranks)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::views::RankingView</name>
    <message numerus="yes">
        <source>%Ln draw(s), seed %1</source>
        <translation>
            <numerusform>%Ln draw, seed %1</numerusform>
            <numerusform>%Ln draws, seed %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clustering(s)</source>
        <translation>
            <numerusform>%n clustering</numerusform>
            <numerusform>%n clusterings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingView</name>
    <message numerus="yes">
        <source>Fit: %1, %n series set by hand</source>
        <translation>
            <numerusform>Fit: %1, %n series set by hand</numerusform>
            <numerusform>Fit: %1, %n series set by hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::views::SurfaceView</name>
    <message numerus="yes">
        <source>%n configuration(s) of every benchmark, placed in their own series.</source>
        <translation>
            <numerusform>%n configuration of every benchmark, placed in its own series.</numerusform>
            <numerusform>%n configurations of every benchmark, placed in their own series.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::views::WeakScalingView</name>
    <message numerus="yes">
        <source>%n weak-scaling result(s)</source>
        <translation>
            <numerusform>%n weak-scaling result</numerusform>
            <numerusform>%n weak-scaling results</numerusform>
        </translation>
    </message>
</context>
</TS>
