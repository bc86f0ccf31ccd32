<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR" sourcelanguage="en">
<context>
    <name>AboutBox</name>
    <message>
        <source>About ScaleScope</source>
        <translation>ScaleScope 정보</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;ScaleScope&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Choose how many of which GPUs to train on, from MLPerf Training results, a scaling model and measurements of your own machine.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ScaleScope&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;MLPerf Training 결과, 확장성 모델, 그리고 사용자 컴퓨터의 측정값을 바탕으로 어떤 GPU를 몇 개 써서 훈련할지 정합니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 (commit %2)</source>
        <translation>%1 (커밋 %2)</translation>
    </message>
    <message>
        <source>ScaleScope is free software under the GNU General Public License, version 3 or later, and comes with no warranty. The embedded sample and rule table are derived from MLCommons&apos; work under the Apache License 2.0. Show Details for every notice.</source>
        <translation>ScaleScope는 GNU 일반 공중 사용 허가서 3판 또는 그 이후 판에 따라 배포되는 자유 소프트웨어이며, 어떠한 보증도 제공하지 않습니다. 내장 샘플과 규칙 표는 Apache License 2.0에 따른 MLCommons의 저작물에서 파생되었습니다. 모든 고지는 자세한 내용에서 볼 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>AnalysisInput</name>
    <message>
        <source>Read the sources and settings from a ScaleScope session (options given beside it override its settings).</source>
        <translation>ScaleScope 세션에서 원본과 설정을 읽습니다(함께 준 옵션이 세션의 설정보다 우선합니다).</translation>
    </message>
    <message>
        <source>Round X.Y when the path has none.</source>
        <translation>경로에 라운드가 없을 때 사용할 라운드 X.Y.</translation>
    </message>
    <message>
        <source>Benchmark to analyse (default: resnet when present).</source>
        <translation>분석할 벤치마크(기본값: resnet이 있으면 resnet).</translation>
    </message>
    <message>
        <source>Where references are chosen: round (same round, default), all (all rounds) or org (same round and submitter).</source>
        <translation>기준 구성을 고르는 범위: round(같은 라운드, 기본값), all(모든 라운드), org(같은 라운드와 제출자).</translation>
    </message>
    <message>
        <source>Number of clusters, or auto for the best silhouette (default 5).</source>
        <translation>클러스터 수, 또는 실루엣이 가장 좋은 k를 쓰려면 auto(기본값 5).</translation>
    </message>
    <message>
        <source>Clustering: kmeans (default) or ward.</source>
        <translation>클러스터링: kmeans(기본값) 또는 ward.</translation>
    </message>
    <message>
        <source>Cluster byte-identical duplicate configurations too (by default they count once).</source>
        <translation>바이트 단위로 같은 중복 구성도 클러스터링합니다(기본값은 한 번만 셈).</translation>
    </message>
    <message>
        <source>Unknown scope &apos;%1&apos;: use round, all or org.</source>
        <translation>알 수 없는 범위 &apos;%1&apos;입니다. round, all 또는 org를 사용하십시오.</translation>
    </message>
    <message>
        <source>--k takes auto or a number from 1 to 50, not &apos;%1&apos;.</source>
        <translation>--k에는 auto 또는 1에서 50 사이의 수를 지정하십시오. 받은 값: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Unknown algorithm &apos;%1&apos;: use kmeans or ward.</source>
        <translation>알 수 없는 알고리즘 &apos;%1&apos;입니다. kmeans 또는 ward를 사용하십시오.</translation>
    </message>
    <message>
        <source>--seed takes a whole number.</source>
        <translation>--seed에는 정수를 지정하십시오.</translation>
    </message>
    <message>
        <source>Give either paths or --session, not both.</source>
        <translation>경로와 --session 중 하나만 주십시오.</translation>
    </message>
    <message>
        <source>Cannot read the session %1: %2</source>
        <translation>세션을 읽을 수 없습니다(%1): %2</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>열 수 없습니다(%1): %2</translation>
    </message>
    <message>
        <source>The session&apos;s source %1 is not there any more (moved or deleted): open the session in ScaleScope to locate it, or give the data as paths.</source>
        <translation>세션의 원본이 더 이상 그 자리에 없습니다(옮겨졌거나 삭제됨): %1. ScaleScope에서 세션을 열어 위치를 찾거나, 데이터를 경로로 주십시오.</translation>
    </message>
    <message>
        <source>No path given.</source>
        <translation>경로를 지정하지 않았습니다.</translation>
    </message>
    <message>
        <source>The session&apos;s source %1 has changed since the session was saved: its results differ. Open the session in ScaleScope to use it as it is now.</source>
        <translation>세션을 저장한 뒤 원본이 바뀌어 결과가 다릅니다: %1. 지금 상태로 쓰려면 ScaleScope에서 세션을 여십시오.</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>가져온 항목이 없습니다.</translation>
    </message>
    <message>
        <source>Several benchmarks are present (%1): analysing %2. Choose another with --benchmark.</source>
        <translation>벤치마크가 여러 개 있습니다(%1). 분석 대상: %2. 다른 벤치마크는 --benchmark로 고르십시오.</translation>
    </message>
    <message>
        <source>No configuration of benchmark %1.</source>
        <translation>벤치마크 %1의 구성이 없습니다.</translation>
    </message>
    <message>
        <source>Ranking weights, e.g. time=1,efficiency=1,per_accelerator_throughput=1,accelerators=1,energy=0.</source>
        <translation>순위 가중치, 예: time=1,efficiency=1,per_accelerator_throughput=1,accelerators=1,energy=0.</translation>
    </message>
    <message>
        <source>Cannot read the weight &apos;%1&apos;: use name=number with time, efficiency, per_accelerator_throughput, accelerators, energy.</source>
        <translation>가중치를 읽을 수 없습니다: &apos;%1&apos;. time, efficiency, per_accelerator_throughput, accelerators, energy에 대해 이름=숫자 형식을 사용하십시오.</translation>
    </message>
    <message>
        <source>Seed of the k-means++ restarts and of the stability draws (default 42).</source>
        <translation>k-means++ 재시작과 안정성 추출의 시드(기본값 42).</translation>
    </message>
</context>
<context>
    <name>AnalysisReport</name>
    <message>
        <source>n/a</source>
        <translation>해당 없음</translation>
    </message>
    <message>
        <source>Benchmark %1, reference scope: %2</source>
        <translation>벤치마크 %1, 기준 범위: %2</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>라운드 %1</translation>
    </message>
    <message>
        <source>submitter %1</source>
        <translation>제출자 %1</translation>
    </message>
    <message>
        <source>super-linear</source>
        <translation>초선형</translation>
    </message>
    <message>
        <source>fit %1: none (%2)</source>
        <translation>적합 %1: 없음(%2)</translation>
    </message>
    <message>
        <source>== Phase 1: variables</source>
        <translation>== 1단계: 변수</translation>
    </message>
    <message>
        <source>== Phase 2: clusters (%1, k = %2)</source>
        <translation>== 2단계: 클러스터(%1, k = %2)</translation>
    </message>
    <message>
        <source>favoured k: silhouette %1, Davies–Bouldin %2, Calinski–Harabasz %3, inertia elbow %4</source>
        <translation>지표별 최적 k: 실루엣 %1, Davies–Bouldin %2, Calinski–Harabasz %3, 관성 팔꿈치 %4</translation>
    </message>
    <message>
        <source>== Phase 3: clusters by rank</source>
        <translation>== 3단계: 순위별 클러스터</translation>
    </message>
    <message>
        <source>cluster %1: closeness %2, %3 configurations, accelerators %4–%5 (median %6), median %7 min, %8</source>
        <translation>클러스터 %1: 근접도 %2, 구성 %3개, 가속기 %4–%5개(중앙값 %6), 중앙값 %7분, %8</translation>
    </message>
    <message>
        <source>fit %1: %2  R² %3  adjusted R² %4  SMAPE %5%  worst residual %6%%7</source>
        <translation>적합 %1: %2  R² %3  조정 R² %4  SMAPE %5%  최대 잔차 %6%%7</translation>
    </message>
</context>
<context>
    <name>AnalyzeCommand</name>
    <message>
        <source>Speedup, efficiency and the non-parallel fraction ε of every configuration, and Amdahl, power-law and Extra-P fits per accelerator model.</source>
        <translation>모든 구성의 속도 향상, 효율성, 비병렬화 비율 ε를 계산하고, 가속기 모델별로 암달·거듭제곱·Extra-P 모델을 적합합니다.</translation>
    </message>
    <message>
        <source>Output format: text or json.</source>
        <translation>출력 형식: text 또는 json.</translation>
    </message>
    <message>
        <source>Write to FILE instead of standard output.</source>
        <translation>표준 출력 대신 FILE에 씁니다.</translation>
    </message>
    <message>
        <source>Language of messages: en or ko.</source>
        <translation>메시지 언어: en 또는 ko.</translation>
    </message>
    <message>
        <source>Datasets, tables or MLPerf trees to analyse.</source>
        <translation>분석할 데이터셋, 표 또는 MLPerf 결과 트리.</translation>
    </message>
    <message>
        <source>Unknown format &apos;%1&apos;: use text or json.</source>
        <translation>알 수 없는 형식 &apos;%1&apos;입니다. text 또는 json을 사용하십시오.</translation>
    </message>
    <message>
        <source>Skip the three-phase method.</source>
        <translation>3단계 방법론을 건너뜁니다.</translation>
    </message>
    <message>
        <source>Also save the sources and settings as a session that ScaleScope and --session open again.</source>
        <translation>원본과 설정을 세션으로도 저장합니다. ScaleScope와 --session으로 다시 열 수 있습니다.</translation>
    </message>
    <message>
        <source>Cannot write the session %1: %2</source>
        <translation>세션 파일에 쓸 수 없습니다(%1): %2</translation>
    </message>
    <message>
        <source>Also draw N sets of weights and report how stable the ranking is (top-1 and top-3 probabilities, rank ranges, the weight the answer is most sensitive to). --seed seeds the draws too.</source>
        <translation>가중치를 N번 무작위로 뽑아 순위가 얼마나 안정적인지도 보고합니다(1위·3위 안 확률, 순위 범위, 답이 가장 민감한 가중치). --seed는 이 추출에도 쓰입니다.</translation>
    </message>
    <message>
        <source>Draw k from this range too (re-clustering once per k).</source>
        <translation>k도 이 범위에서 뽑습니다(k마다 한 번씩 다시 클러스터링).</translation>
    </message>
    <message>
        <source>Draw the reference scope too (round, all rounds, submitter).</source>
        <translation>기준 범위도 뽑습니다(라운드, 모든 라운드, 제출 기관).</translation>
    </message>
    <message>
        <source>Draw each weight within ± P % of yours instead of anywhere on the weight simplex.</source>
        <translation>가중치 심플렉스 전체 대신 각 가중치를 지금 값의 ± P % 안에서 뽑습니다.</translation>
    </message>
    <message>
        <source>Dirichlet concentration of the simplex draws (default 1: uniform; larger: nearer equal weights).</source>
        <translation>심플렉스 추출의 디리클레 집중도(기본값 1: 균등, 클수록 같은 가중치에 가까움).</translation>
    </message>
    <message>
        <source>--stability takes a number of draws from 1 to 10,000,000.</source>
        <translation>--stability에는 1부터 10,000,000까지의 추출 횟수를 주십시오.</translation>
    </message>
    <message>
        <source>--stability-k takes a range of k such as 3-8 (from 2 to 20).</source>
        <translation>--stability-k에는 3-8처럼 k의 범위를 주십시오(2부터 20까지).</translation>
    </message>
    <message>
        <source>--stability-around takes a percentage from 0 to 100.</source>
        <translation>--stability-around에는 0부터 100까지의 백분율을 주십시오.</translation>
    </message>
    <message>
        <source>--stability-concentration takes a number from 0.01 to 1000.</source>
        <translation>--stability-concentration에는 0.01부터 1000까지의 수를 주십시오.</translation>
    </message>
    <message>
        <source>--stability needs the ranking: leave out --scaling-only.</source>
        <translation>--stability에는 순위가 필요합니다. --scaling-only를 빼 주십시오.</translation>
    </message>
    <message>
        <source>Nothing to draw: no criterion with a weight has a value in %1.</source>
        <translation>뽑을 것이 없습니다: %1에서 가중치가 있는 기준 중 값이 있는 것이 없습니다.</translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>it is not a regular file; it was left as it is</source>
        <translation>일반 파일이 아니므로 그대로 두었습니다</translation>
    </message>
    <message>
        <source>the file is read-only; it was left as it is</source>
        <translation>읽기 전용 파일이므로 그대로 두었습니다</translation>
    </message>
</context>
<context>
    <name>ChartEditText</name>
    <message>
        <source>, log scale</source>
        <translation>, 로그 축</translation>
    </message>
    <message>
        <source> (log scale)</source>
        <translation> (로그 축)</translation>
    </message>
    <message>
        <source>This axis names categories: it has no scale to change.</source>
        <translation>이 축은 항목 이름을 나타내므로 바꿀 눈금이 없습니다.</translation>
    </message>
    <message>
        <source>This chart draws areas or bars along this axis, which keep their scale.</source>
        <translation>이 차트는 이 축을 따라 영역이나 막대를 그리므로 눈금을 바꿀 수 없습니다.</translation>
    </message>
    <message>
        <source>Some values on this axis are zero or below, which a log scale cannot show.</source>
        <translation>이 축에 0 이하인 값이 있어 로그 눈금으로는 나타낼 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>ChartText</name>
    <message>
        <source>%1 against accelerators — %2</source>
        <translation>가속기 수에 따른 %1 — %2</translation>
    </message>
    <message>
        <source>ideal scaling</source>
        <translation>이상적 확장</translation>
    </message>
    <message>
        <source>Accelerators (count, log scale)</source>
        <translation>가속기 (개수, 로그 축)</translation>
    </message>
    <message>
        <source>dashed: ideal scaling</source>
        <translation>점선: 이상적 확장성</translation>
    </message>
    <message>
        <source>solid: Amdahl fit, relative least squares</source>
        <translation>실선: 암달 적합 (상대 최소제곱)</translation>
    </message>
    <message>
        <source>%1 (ε %2)</source>
        <translation>%1 (ε %2)</translation>
    </message>
    <message>
        <source>solid: %1 fit, relative least squares</source>
        <translation>실선: %1 적합 (상대 최소제곱)</translation>
    </message>
    <message>
        <source>95 % prediction band</source>
        <translation>95% 예측 구간</translation>
    </message>
    <message>
        <source>%1 fit</source>
        <translation>%1 적합</translation>
    </message>
</context>
<context>
    <name>CheckCommand</name>
    <message>
        <source>line 1: the header must start with path,usage,ruleset</source>
        <translation>1행: 머리글은 path,usage,ruleset으로 시작해야 합니다</translation>
    </message>
    <message>
        <source>line %1: expected path,usage,ruleset</source>
        <translation>%1행: path,usage,ruleset이 와야 합니다</translation>
    </message>
    <message>
        <source>Check MLPerf result logs against the official compliance rules, as the MLCommons tool does, and say why a run is rejected.</source>
        <translation>MLPerf 결과 로그를 MLCommons 도구와 똑같이 공식 규정 준수 규칙으로 검사하고, 실행이 거부되는 이유를 알려 줍니다.</translation>
    </message>
    <message>
        <source>Rules of training (default) or hpc.</source>
        <translation>적용할 규칙: training(기본값) 또는 hpc.</translation>
    </message>
    <message>
        <source>Ruleset X.Y.Z (default: from the round in the path).</source>
        <translation>규칙 집합 X.Y.Z(기본값: 경로에 있는 라운드).</translation>
    </message>
    <message>
        <source>Read the rules from an mlperf_logging checkout instead of the built-in table.</source>
        <translation>내장 규칙 표 대신 mlperf_logging 체크아웃에서 규칙을 읽습니다.</translation>
    </message>
    <message>
        <source>Check the logs listed in a CSV of path,usage,ruleset.</source>
        <translation>path,usage,ruleset 열로 된 CSV에 나열된 로그를 검사합니다.</translation>
    </message>
    <message>
        <source>Output format: text or csv.</source>
        <translation>출력 형식: text 또는 csv.</translation>
    </message>
    <message>
        <source>Write to FILE instead of standard output.</source>
        <translation>표준 출력 대신 FILE에 씁니다.</translation>
    </message>
    <message>
        <source>Language of messages: en or ko.</source>
        <translation>메시지 언어: en 또는 ko.</translation>
    </message>
    <message>
        <source>Result logs (result_*.txt) to check.</source>
        <translation>검사할 결과 로그(result_*.txt).</translation>
    </message>
    <message>
        <source>Unknown format &apos;%1&apos;: use text or csv.</source>
        <translation>알 수 없는 형식 &apos;%1&apos;입니다. text 또는 csv를 쓰십시오.</translation>
    </message>
    <message>
        <source>Cannot read the rules: %1</source>
        <translation>규칙을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Cannot read the manifest %1: %2</source>
        <translation>목록 파일 %1을 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>No round (such as v5.0) in the path %1: give the ruleset with --ruleset X.Y.Z.</source>
        <translation>경로 %1에 라운드(예: v5.0)가 없습니다. --ruleset X.Y.Z로 규칙 집합을 지정하십시오.</translation>
    </message>
    <message>
        <source>No log given.</source>
        <translation>로그를 지정하지 않았습니다.</translation>
    </message>
    <message>
        <source>The rules have no ruleset %1_%2.</source>
        <translation>규칙에 %1_%2 규칙 집합이 없습니다.</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>경고</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>일반 파일이 아닙니다</translation>
    </message>
</context>
<context>
    <name>CliMain</name>
    <message>
        <source>Unknown command &apos;%1&apos;.</source>
        <translation>알 수 없는 명령 &apos;%1&apos;입니다.</translation>
    </message>
    <message>
        <source>Usage: scalescope-cli COMMAND [options]

Commands:
  import &lt;path&gt;...   read MLPerf Training results; print configurations and official scores
  analyze &lt;path&gt;...  speedup, efficiency, ε and scaling fits per accelerator model
  export &lt;path&gt;...   a chart as PNG, SVG or PDF, or its data as CSV
                     (--chart scaling|surface|clusters|ranking)
  report &lt;path&gt;...   the multi-page PDF report (--out report.pdf)
  plan &lt;path&gt;...     time to train, interval and cost for an accelerator and a count
                     (--accelerator ID --accelerators N, or --max-minutes T, --budget B)
  check-log &lt;log&gt;... result logs through the official compliance rules: the verdict and why

Options:
  --help             show this help (after a command: that command&apos;s options)
  --version          show the version
  --lang en|ko       language of messages
</source>
        <translation>사용법: scalescope-cli 명령 [옵션]

명령:
  import &lt;경로&gt;...   MLPerf Training 결과를 읽어 구성과 공식 점수를 출력합니다
  analyze &lt;경로&gt;...  가속기 모델별 속도 향상, 효율성, ε, 확장성 모델 적합
  export &lt;경로&gt;...   차트를 PNG, SVG, PDF로, 또는 그 데이터를 CSV로 내보냅니다
                     (--chart scaling|surface|clusters|ranking)
  report &lt;경로&gt;...   여러 쪽의 PDF 보고서(--out report.pdf)
  plan &lt;경로&gt;...     가속기와 개수에 대한 훈련 시간, 구간, 비용
                     (--accelerator ID --accelerators N, 또는 --max-minutes T, --budget B)
  check-log &lt;로그&gt;... 결과 로그를 공식 규정 준수 규칙으로 검사해 판정과 그 이유를 알려 줍니다

옵션:
  --help             이 도움말을 표시합니다 (명령 뒤에 쓰면 그 명령의 옵션)
  --version          버전을 표시합니다
  --lang en|ko       메시지 언어
</translation>
    </message>
    <message>
        <source>Not enough memory to finish &apos;%1&apos;: close other programs or give it less data.</source>
        <translation>메모리가 부족해 명령을 끝내지 못했습니다: %1. 다른 프로그램을 닫거나 데이터를 줄여 주십시오.</translation>
    </message>
</context>
<context>
    <name>CliOutput</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Cannot write to standard output: %1</source>
        <translation>표준 출력에 쓸 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Check runs with the rule files of an mlperf_logging checkout instead of the built-in ones.</source>
        <translation>내장 규칙 대신 mlperf_logging 체크아웃의 규칙 파일로 실행을 검사합니다.</translation>
    </message>
    <message>
        <source>Cannot read the rules in %1: %2</source>
        <translation>%1의 규칙을 읽을 수 없습니다: %2</translation>
    </message>
</context>
<context>
    <name>Coverage</name>
    <message numerus="yes">
        <source>%n filtered out by the table&apos;s filters</source>
        <translation>
            <numerusform>표 필터로 제외된 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without an official score</source>
        <translation>
            <numerusform>공식 점수가 없는 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alone in their series (no reference, so no ε)</source>
        <translation>
            <numerusform>계열에 혼자라 기준이 없어 ε도 없는 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n are their series&apos; reference (k = 1)</source>
        <translation>
            <numerusform>계열의 기준인 %n개(k = 1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with nothing to cluster on</source>
        <translation>
            <numerusform>클러스터링에 쓸 값이 없는 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n configuration(s) of %2 shown.</source>
        <translation>
            <numerusform>%2 구성 %n개 중 %1개를 표시합니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n byte-identical duplicate(s) counted once and placed with their twin.</source>
        <translation>
            <numerusform>바이트까지 같은 중복 %n개는 한 번만 세고 짝과 같은 클러스터에 둡니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not shown: %1.</source>
        <translation>표시하지 않은 구성: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n have their reference&apos;s accelerator count (k = 1, so no ε)</source>
        <translation>
            <numerusform>기준 구성과 가속기 수가 같아 ε가 없는 %n개(k = 1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without a value for this metric</source>
        <translation>
            <numerusform>이 지표의 값이 없는 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them lie outside ε 10⁻⁸…10⁻¹, beyond the shaded grid (a negative ε at the bottom edge).</source>
        <translation>
            <numerusform>그중 %n개는 ε 10⁻⁸…10⁻¹ 범위 밖이라 칠한 격자 바깥에 그립니다(음수 ε는 아래쪽 가장자리에 그립니다).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <source>The path %1 does not exist.</source>
        <translation>경로가 없습니다: %1</translation>
    </message>
    <message>
        <source>No round (such as v4.0) in the path %1: give it with --round X.Y.</source>
        <translation>경로 %1에 라운드(예: v4.0)가 없습니다. --round X.Y로 지정하십시오.</translation>
    </message>
    <message>
        <source>The round &apos;%1&apos; is not of the form X.Y.</source>
        <translation>라운드가 X.Y 형식이 아닙니다: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 holds no MLPerf results: expected &lt;org&gt;/results/&lt;system&gt;/&lt;benchmark&gt;/result_*.txt.</source>
        <translation>%1에 MLPerf 결과가 없습니다. &lt;조직&gt;/results/&lt;시스템&gt;/&lt;벤치마크&gt;/result_*.txt 구조가 필요합니다.</translation>
    </message>
    <message>
        <source>Symbolic link to a folder not followed: %1.</source>
        <translation>폴더를 가리키는 심볼릭 링크는 따라가지 않습니다: %1.</translation>
    </message>
    <message>
        <source>Skipped %1: not a regular file (%2).</source>
        <translation>건너뜀: %1 — 일반 파일이 아닙니다(%2).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>읽을 수 없습니다: %1 — %2.</translation>
    </message>
    <message>
        <source>Folder %1 inside a benchmark folder is ignored (the official tool reads only result_*.txt there).</source>
        <translation>벤치마크 폴더 안의 폴더는 무시합니다: %1 (공식 도구는 그곳의 result_*.txt만 읽습니다).</translation>
    </message>
    <message>
        <source>Benchmark folder %1 holds no result_*.txt file.</source>
        <translation>벤치마크 폴더 %1에 result_*.txt 파일이 없습니다.</translation>
    </message>
    <message>
        <source>Cannot list the folder %1: %2.</source>
        <translation>폴더 %1의 목록을 읽을 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>No system description %1 for these results: system fields are unknown.</source>
        <translation>이 결과의 시스템 설명이 없습니다: %1. 시스템 항목은 알 수 없음으로 둡니다.</translation>
    </message>
    <message>
        <source>The system description is not valid JSON: %1.</source>
        <translation>시스템 설명이 올바른 JSON이 아닙니다: %1.</translation>
    </message>
    <message>
        <source>The system description is not a JSON object.</source>
        <translation>시스템 설명이 JSON 객체가 아닙니다.</translation>
    </message>
    <message>
        <source>The system description is larger than %1 bytes: skipped.</source>
        <translation>시스템 설명이 %1바이트보다 커서 건너뜁니다.</translation>
    </message>
    <message>
        <source>Field %1 has the value &apos;%2&apos;, whose unit is not recognised: left unknown.</source>
        <translation>항목 %1의 값에 알 수 없는 단위가 있어 알 수 없음으로 둡니다: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>Division &apos;%1&apos; read as &apos;%2&apos;.</source>
        <translation>부문 표기를 바꿔 읽었습니다: &apos;%1&apos; → &apos;%2&apos;</translation>
    </message>
    <message>
        <source>Availability &apos;%1&apos; is not a known category: kept as written.</source>
        <translation>알려진 범주가 아닌 출시 상태는 적힌 그대로 둡니다: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>CPU-only system (no accelerators): scaled by its %1 processors.</source>
        <translation>CPU 전용 시스템(가속기 없음): 프로세서 %1개를 기준으로 확장성을 계산합니다.</translation>
    </message>
    <message>
        <source>Unsupported log format (%1, from MLPerf v0.5/v0.6): run not read.</source>
        <translation>지원하지 않는 로그 형식(%1, MLPerf v0.5/v0.6)이므로 이 실행은 읽지 않습니다.</translation>
    </message>
    <message>
        <source>No :::MLLOG line: this is not an MLPerf result log, and the run is dropped.</source>
        <translation>:::MLLOG 줄이 없습니다. MLPerf 결과 로그가 아니므로 이 실행은 제외합니다.</translation>
    </message>
    <message>
        <source>Malformed :::MLLOG line (%1): ignored.</source>
        <translation>잘못된 :::MLLOG 줄(%1)은 무시합니다.</translation>
    </message>
    <message>
        <source>Line longer than %1 bytes: ignored.</source>
        <translation>%1바이트보다 긴 줄은 무시합니다.</translation>
    </message>
    <message>
        <source>No run_start: the run is dropped.</source>
        <translation>run_start가 없으므로 이 실행은 제외합니다.</translation>
    </message>
    <message>
        <source>No run_stop: the run is dropped.</source>
        <translation>run_stop이 없으므로 이 실행은 제외합니다.</translation>
    </message>
    <message>
        <source>The run never reaches the quality target (%1; best %2; run_stop says &apos;%3&apos;): dropped.</source>
        <translation>이 실행은 품질 목표에 도달하지 못해 제외합니다(%1, 최고값 %2, run_stop 상태 &apos;%3&apos;).</translation>
    </message>
    <message>
        <source>The log names benchmark &apos;%1&apos; but lies in folder &apos;%2&apos;: the folder is used.</source>
        <translation>로그에 적힌 벤치마크(&apos;%1&apos;)와 폴더(&apos;%2&apos;)가 다릅니다. 폴더 이름을 따릅니다.</translation>
    </message>
    <message>
        <source>This log is byte-identical to %1.</source>
        <translation>이 로그는 다음 파일과 바이트 단위로 같습니다: %1</translation>
    </message>
    <message>
        <source>No quality target is known for %1 in round %2: runs are not verified and the score is marked unverified.</source>
        <translation>라운드 %2의 %1에 대한 품질 목표를 알 수 없습니다. 실행을 검증하지 않으며 점수는 미검증으로 표시합니다.</translation>
    </message>
    <message>
        <source>%1 result files where the rules expect %2 for %3.</source>
        <translation>결과 파일이 %1개입니다. 규정상 %2개여야 합니다(%3).</translation>
    </message>
    <message>
        <source>No official score: the folder holds no run.</source>
        <translation>공식 점수 없음: 폴더에 실행이 없습니다.</translation>
    </message>
    <message>
        <source>No official score: %1 of %2 runs are invalid and at most %3 may be.</source>
        <translation>공식 점수 없음: 실행 %2개 중 %1개가 무효이며, 무효는 최대 %3개까지만 허용됩니다.</translation>
    </message>
    <message>
        <source>No official score: too few valid runs (%1) remain once the fastest and slowest are dropped.</source>
        <translation>공식 점수 없음: 가장 빠른 실행과 가장 느린 실행을 빼면 남는 유효 실행(%1개)이 너무 적습니다.</translation>
    </message>
    <message>
        <source>scaling.json has no usable scaling_factor: a factor of 1 is used.</source>
        <translation>scaling.json에 사용할 수 있는 scaling_factor가 없어 1을 사용합니다.</translation>
    </message>
    <message>
        <source>The CSV header lacks the column %1.</source>
        <translation>CSV 머리글에 %1 열이 없습니다.</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>경고</translation>
    </message>
    <message>
        <source>error</source>
        <translation>오류</translation>
    </message>
    <message>
        <source>The accelerator &apos;%1&apos; is not in the catalog: no datasheet figures for it.</source>
        <translation>카탈로그에 없는 가속기라 데이터시트 수치가 없습니다: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The accelerator &apos;%1&apos; matches several catalog entries (%2): none is used.</source>
        <translation>가속기 &apos;%1&apos;에 맞는 카탈로그 항목이 여러 개(%2)라 어느 것도 쓰지 않습니다.</translation>
    </message>
    <message>
        <source>The accelerator &apos;%1&apos; is read as %2 from the system name &apos;%3&apos;.</source>
        <translation>시스템 이름(&apos;%3&apos;)을 근거로 가속기 &apos;%1&apos;의 카탈로그 항목을 정했습니다: %2</translation>
    </message>
    <message>
        <source>host_processor_core_count %1 is above the %2 cores of one %3: read as cores per node.</source>
        <translation>host_processor_core_count 값 %1개는 %3 한 개의 코어 수(%2개)보다 많아 노드당 코어 수로 읽었습니다.</translation>
    </message>
    <message>
        <source>The dataset file is not valid JSON: %1.</source>
        <translation>데이터셋 파일이 올바른 JSON이 아닙니다: %1.</translation>
    </message>
    <message>
        <source>The file says &apos;%1&apos; where a ScaleScope dataset says &apos;%2&apos;: not read.</source>
        <translation>ScaleScope 데이터셋이 아니라서 읽지 않았습니다. 있어야 할 값: &apos;%2&apos;, 파일의 값: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Row %1 has an unreadable value in column %2: row skipped.</source>
        <translation>%1행의 %2 열 값을 읽을 수 없어 이 행을 건너뜁니다.</translation>
    </message>
    <message>
        <source>A quoted field that starts here never ends.</source>
        <translation>여기서 시작한 따옴표 필드가 끝나지 않습니다.</translation>
    </message>
    <message>
        <source>This CSV is neither a ScaleScope dataset, a result-summarizer table nor a results-website table.</source>
        <translation>이 CSV는 ScaleScope 데이터셋도, 결과 요약기 표도, 결과 웹사이트 표도 아닙니다.</translation>
    </message>
    <message>
        <source>No run says how many samples it trained (no train_samples with an epoch number, no samples_count): throughput unknown.</source>
        <translation>훈련한 샘플 수를 알려 주는 실행이 없습니다(에포크 번호가 있는 train_samples도, samples_count도 없음). 처리량은 알 수 없습니다.</translation>
    </message>
    <message>
        <source>%1 was already open from %2: the configuration read from this file replaces it.</source>
        <translation>구성 %1: 이미 %2에서 열려 있습니다. 이 파일에서 읽은 구성으로 바꿉니다.</translation>
    </message>
    <message>
        <source>note</source>
        <translation>참고</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>오류 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>경고 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>참고 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Field %1 has the value &apos;%2&apos;, which is not a whole count from 0 to 1,000,000: left unknown.</source>
        <translation>항목 %1의 값이 0부터 1,000,000 사이의 정수 개수가 아니므로 알 수 없음으로 둡니다: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>number_of_nodes is 0: the node and accelerator counts are left unknown.</source>
        <translation>number_of_nodes가 0이므로 노드 수와 가속기 수를 알 수 없음으로 둡니다.</translation>
    </message>
    <message>
        <source>%1 nodes × %2 per node is more than %3 accelerators: the count is left unknown.</source>
        <translation>노드 %1개 × 노드당 %2개는 가속기 %3개를 넘으므로 가속기 수를 알 수 없음으로 둡니다.</translation>
    </message>
    <message>
        <source>Column %1 has the value &apos;%2&apos;, which is not a finite number: left unknown.</source>
        <translation>%1 열의 값이 유한한 숫자가 아니므로 알 수 없음으로 둡니다: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>Column %1 has the value &apos;%2&apos;, which is not a whole count from 0 to 1,000,000: left unknown.</source>
        <translation>%1 열의 값이 0부터 1,000,000 사이의 정수 개수가 아니므로 알 수 없음으로 둡니다: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>Column %1 has the score &apos;%2&apos;, which is not a positive time in minutes: no score.</source>
        <translation>%1 열의 점수(&apos;%2&apos;)가 양수인 분 단위 시간이 아니므로 점수가 없습니다.</translation>
    </message>
    <message>
        <source>The log ends in the middle of this line: it was cut short, and the line is ignored.</source>
        <translation>로그가 이 줄의 중간에서 끝납니다. 로그가 잘렸으므로 이 줄은 무시합니다.</translation>
    </message>
    <message>
        <source>This row has more than %1 fields or a field over %2 MiB, which no results row has: skipped.</source>
        <translation>이 행은 필드가 %1개를 넘거나 %2 MiB보다 큰 필드가 있어 결과 행일 수 없으므로 건너뜁니다.</translation>
    </message>
    <message>
        <source>This :::MLLOG line cannot be read (%1): the official tool drops a log with such a line, and so does ScaleScope.</source>
        <translation>이 :::MLLOG 줄을 읽을 수 없습니다(%1). 공식 도구는 이런 줄이 있는 로그를 버리며, ScaleScope도 그렇게 합니다.</translation>
    </message>
    <message>
        <source>This power log has no power_measurement_start: the run has no energy.</source>
        <translation>이 전력 로그에는 power_measurement_start가 없어 이 실행의 에너지를 구할 수 없습니다.</translation>
    </message>
    <message>
        <source>This power log has no power_measurement_stop: the last reading ends the window, as in the official tool.</source>
        <translation>이 전력 로그에는 power_measurement_stop이 없어, 공식 도구처럼 마지막 측정 시각을 측정 구간의 끝으로 봅니다.</translation>
    </message>
    <message>
        <source>A reading in this power log is not a number: the run has no energy.</source>
        <translation>이 전력 로그의 측정값 중 숫자가 아닌 것이 있어 이 실행의 에너지를 구할 수 없습니다.</translation>
    </message>
    <message>
        <source>The folder power has no node_*.txt for %1: that run, and so the folder, has no energy.</source>
        <translation>power 폴더에 %1의 node_*.txt가 없습니다. 이 실행과 폴더 전체의 에너지를 구할 수 없습니다.</translation>
    </message>
    <message>
        <source>This power log is larger than %1: skipped, and the run has no energy.</source>
        <translation>이 전력 로그가 %1보다 커서 건너뜁니다. 이 실행의 에너지는 구할 수 없습니다.</translation>
    </message>
    <message>
        <source>This power log stops where it starts (time_ms %1), so it measures no time: the run has no energy (the official tool fails here: it divides by zero).</source>
        <translation>이 전력 로그는 시작한 시각(time_ms %1)에 끝나 측정 시간이 0입니다. 이 실행의 에너지는 구할 수 없습니다(공식 도구는 여기서 0으로 나누다가 멈춥니다).</translation>
    </message>
    <message>
        <source>The accelerator &apos;%1&apos; is read as %2 from the memory the system file gives (%3 GB).</source>
        <translation>시스템 파일에 적힌 메모리(%3 GB)를 근거로 가속기 &apos;%1&apos;의 카탈로그 항목을 정했습니다: %2</translation>
    </message>
    <message>
        <source>The accelerator &apos;%1&apos; fits catalog entries that differ only in memory (%2), and the memory the system file gives (%3 GB) matches none of them: none is used.</source>
        <translation>가속기 &apos;%1&apos;에 맞는 카탈로그 항목이 메모리만 다른 여러 개(%2)인데, 시스템 파일에 적힌 메모리(%3 GB)와 맞는 항목이 없어 어느 것도 쓰지 않습니다.</translation>
    </message>
    <message>
        <source>The accelerator &apos;%1&apos; fits catalog entries that differ only in memory (%2), and the system file gives no accelerator_memory_capacity to tell which: none is used.</source>
        <translation>가속기 &apos;%1&apos;에 맞는 카탈로그 항목이 메모리만 다른 여러 개(%2)인데, 시스템 파일에 어느 것인지 가릴 accelerator_memory_capacity가 없어 어느 것도 쓰지 않습니다.</translation>
    </message>
    <message>
        <source>run_start or run_stop has time_ms %1, which is not a time in milliseconds since 1970. The official tool counts the run as it is: check this log.</source>
        <translation>run_start 또는 run_stop의 time_ms가 %1로, 1970년 이후의 밀리초로 볼 수 없는 값입니다. 공식 도구는 이 실행을 그대로 셉니다. 로그를 확인하십시오.</translation>
    </message>
    <message>
        <source>run_stop comes before run_start, so the run takes a negative time; the official tool counts it as it is: check this log.</source>
        <translation>run_stop이 run_start보다 앞서 실행 시간이 음수입니다. 공식 도구는 이 실행을 그대로 셉니다. 로그를 확인하십시오.</translation>
    </message>
    <message>
        <source>The official rules (%1) check each &apos;%2&apos; line with %3, and this line fails it: the official tool rejects the run, and it is dropped.</source>
        <translation>공식 규칙(%1)은 &apos;%2&apos; 줄마다 %3을 검사하는데, 이 줄은 통과하지 못합니다. 공식 도구가 이 실행을 거부하므로 제외합니다.</translation>
    </message>
    <message>
        <source>The official rules (%1) for &apos;%2&apos; cannot be applied to this line (%3): the official tool rejects the run, and it is dropped.</source>
        <translation>&apos;%2&apos;에 대한 공식 규칙(%1)을 이 줄에 적용할 수 없습니다(%3). 공식 도구가 이 실행을 거부하므로 제외합니다.</translation>
    </message>
    <message>
        <source>The official rules (%1) require a &apos;%2&apos; line, and the log has none: the official tool rejects the run, and it is dropped.</source>
        <translation>공식 규칙(%1)은 &apos;%2&apos; 줄을 요구하지만 로그에 없습니다. 공식 도구가 이 실행을 거부하므로 제외합니다.</translation>
    </message>
    <message>
        <source>The official rules (%1) require exactly one &apos;%2&apos; line; the log has %3 (values: %4): the official tool rejects the run, and it is dropped.</source>
        <translation>공식 규칙(%1)은 &apos;%2&apos; 줄을 정확히 하나 요구하는데 로그에는 %3개가 있습니다(값: %4). 공식 도구가 이 실행을 거부하므로 제외합니다.</translation>
    </message>
    <message>
        <source>The official rules (%1) require exactly one &apos;%2&apos; line; the log has %3 with the same value. The official tool only warns, and the run counts.</source>
        <translation>공식 규칙(%1)은 &apos;%2&apos; 줄을 정확히 하나 요구하는데 로그에는 같은 값으로 %3개가 있습니다. 공식 도구는 경고만 하고 이 실행을 셉니다.</translation>
    </message>
    <message>
        <source>The official rules (%1) require at least %3 &apos;%2&apos; line(s); the log has %4: the official tool rejects the run, and it is dropped.</source>
        <translation>공식 규칙(%1)은 &apos;%2&apos; 줄을 %3개 이상 요구하는데 로그에는 %4개뿐입니다. 공식 도구가 이 실행을 거부하므로 제외합니다.</translation>
    </message>
    <message>
        <source>The official rules (%1) require a line of %2; the log has none: the official tool rejects the run, and it is dropped.</source>
        <translation>공식 규칙(%1)은 %2 줄을 요구하지만 로그에 없습니다. 공식 도구가 이 실행을 거부하므로 제외합니다.</translation>
    </message>
    <message>
        <source>The official rules (%1) require at least one &apos;%2&apos; line with %3, and no line has it (the quality target is not reached): the run is dropped.</source>
        <translation>공식 규칙(%1)은 %3을 만족하는 &apos;%2&apos; 줄을 하나 이상 요구하는데, 그런 줄이 없습니다(품질 목표에 도달하지 못함). 이 실행은 제외합니다.</translation>
    </message>
    <message>
        <source>The official rules (%1) check at the end of the log that %2, and it does not hold: the run is dropped.</source>
        <translation>공식 규칙(%1)은 로그 끝에서 %2을 확인하는데, 이 조건이 맞지 않습니다. 이 실행은 제외합니다.</translation>
    </message>
    <message>
        <source>%1 :::MLLOG line(s) cannot be read, the first here (%2): the official tool rejects a log with such a line, and the run is dropped.</source>
        <translation>:::MLLOG 줄 %1개를 읽을 수 없으며, 첫 줄이 여기입니다(%2). 공식 도구는 이런 줄이 있는 로그를 거부하므로 이 실행은 제외합니다.</translation>
    </message>
    <message>
        <source>The log leads the official rules to the rule file %1, which does not exist: the official tool stops here.</source>
        <translation>이 로그 때문에 공식 규칙이 없는 규칙 파일 %1을 찾게 됩니다. 공식 도구는 여기서 멈춥니다.</translation>
    </message>
    <message>
        <source>The official tool stops with an error on this log (%1) instead of scoring it: ScaleScope drops the run.</source>
        <translation>공식 도구는 이 로그를 채점하지 못하고 오류로 멈춥니다(%1). ScaleScope는 이 실행을 제외합니다.</translation>
    </message>
    <message>
        <source>ScaleScope cannot apply the official rules to this log (%1): the run is dropped and has no verdict. Load newer rules with --rules or Settings.</source>
        <translation>ScaleScope가 이 로그에 공식 규칙을 적용할 수 없습니다(%1). 판정 없이 이 실행을 제외합니다. --rules나 설정에서 최신 규칙을 불러오십시오.</translation>
    </message>
    <message>
        <source>The official tool has no %1 rules for round %2: runs are checked against the quality target only, and scores are not official.</source>
        <translation>공식 도구에는 %2 라운드의 %1 규칙이 없습니다. 실행은 품질 목표로만 검사하며, 점수는 공식 점수가 아닙니다.</translation>
    </message>
    <message>
        <source>No weak-scaling result: %1 models trained to the target where the rules expect at least %2.</source>
        <translation>약한 확장 결과가 없습니다. 목표까지 훈련한 모델이 %1개로, 규칙이 요구하는 %2개보다 적습니다.</translation>
    </message>
    <message>
        <source>No result: the official tool stops on this folder (%1).</source>
        <translation>결과가 없습니다. 공식 도구가 이 폴더에서 멈춥니다(%1).</translation>
    </message>
    <message>
        <source>The logs record %2 accelerators per model for %1 models, more than the machine&apos;s %3 in all: they probably give the whole system&apos;s size. Both readings are shown: %2 as logged, %4 per model from the machine.</source>
        <translation>로그에는 모델 %1개에 모델당 가속기 %2개로 기록되어 있어, 장비 전체의 %3개보다 많습니다. 로그가 시스템 전체 크기를 적은 것으로 보입니다. 두 가지를 모두 보여 줍니다: 로그의 %2개, 장비로 계산한 모델당 %4개.</translation>
    </message>
    <message>
        <source>There is not enough memory to import %1 (%2 MiB): nothing of it was kept. Close other programs or import a part of it.</source>
        <translation>메모리가 부족해 가져오지 못했고, 아무것도 남기지 않았습니다: %1 (%2 MiB). 다른 프로그램을 닫거나 일부만 가져오십시오.</translation>
    </message>
    <message>
        <source>The run takes %1 minutes, longer than %2 days, which no training run takes; the official tool counts it as it is: check run_start and run_stop in this log.</source>
        <translation>이 실행은 %1분이 걸려 %2일을 넘습니다. 이렇게 오래 걸리는 학습 실행은 없습니다. 공식 도구는 그대로 계산하니 이 로그의 run_start와 run_stop을 확인하십시오.</translation>
    </message>
    <message>
        <source>%1 is empty (0 bytes): nothing to import. Was it still being written or copied? Open it again once it holds a results table, a dataset or a session.</source>
        <translation>빈 파일입니다(0바이트): %1. 가져올 내용이 없습니다. 아직 쓰거나 복사하는 중이었습니까? 결과 표, 데이터셋 또는 세션이 담긴 뒤에 다시 여십시오.</translation>
    </message>
    <message>
        <source>This file holds more than %1 configurations, the most ScaleScope reads from one file. Split the table, or keep only the rows you need.</source>
        <translation>이 파일에는 구성이 %1개보다 많습니다. ScaleScope가 한 파일에서 읽는 한도를 넘습니다. 표를 나누거나 필요한 행만 남기십시오.</translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <source>Export a chart as PNG, SVG or PDF, or its plotted data as CSV, without a window.</source>
        <translation>창 없이 차트를 PNG, SVG, PDF로, 또는 그린 데이터를 CSV로 내보냅니다.</translation>
    </message>
    <message>
        <source>png, svg, pdf or csv (default: from the file name).</source>
        <translation>png, svg, pdf 또는 csv(기본값: 파일 이름에서).</translation>
    </message>
    <message>
        <source>Width in pixels (default 1600).</source>
        <translation>너비(픽셀, 기본값 1600).</translation>
    </message>
    <message>
        <source>Height in pixels (default 1000).</source>
        <translation>높이(픽셀, 기본값 1000).</translation>
    </message>
    <message>
        <source>Resolution (default 144).</source>
        <translation>해상도(기본값 144).</translation>
    </message>
    <message>
        <source>Surface: compute made f times faster (default 4).</source>
        <translation>표면: 계산을 f배 빠르게(기본값 4).</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>쓸 파일.</translation>
    </message>
    <message>
        <source>Language of the chart and messages: en or ko.</source>
        <translation>차트와 메시지 언어: en 또는 ko.</translation>
    </message>
    <message>
        <source>Datasets, tables or MLPerf trees.</source>
        <translation>데이터셋, 표 또는 MLPerf 결과 트리.</translation>
    </message>
    <message>
        <source>Unknown metric &apos;%1&apos;.</source>
        <translation>알 수 없는 지표 &apos;%1&apos;입니다.</translation>
    </message>
    <message>
        <source>Unknown format &apos;%1&apos;: use png, svg, pdf or csv.</source>
        <translation>알 수 없는 형식 &apos;%1&apos;입니다. png, svg, pdf 또는 csv를 사용하십시오.</translation>
    </message>
    <message>
        <source>--width, --height, --dpi and --factor take positive numbers.</source>
        <translation>--width, --height, --dpi, --factor에는 양수를 지정하십시오.</translation>
    </message>
    <message>
        <source>%1 against accelerators — %2</source>
        <translation>가속기 수에 따른 %1 — %2</translation>
    </message>
    <message>
        <source>ScaleScope scaling chart for benchmark %1</source>
        <translation>벤치마크 %1의 ScaleScope 확장성 차트</translation>
    </message>
    <message>
        <source>Efficiency surface — %1</source>
        <translation>효율성 표면 — %1</translation>
    </message>
    <message>
        <source>ScaleScope efficiency surface for benchmark %1, compute ×%2</source>
        <translation>벤치마크 %1의 ScaleScope 효율성 표면, 계산 ×%2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Clusters — %1</source>
        <translation>클러스터 — %1</translation>
    </message>
    <message>
        <source>Pareto front — %1</source>
        <translation>파레토 경계 — %1</translation>
    </message>
    <message>
        <source>ScaleScope %1 chart for benchmark %2</source>
        <translation>벤치마크 %2의 ScaleScope %1 차트</translation>
    </message>
    <message>
        <source>Probe charts: the saved probe run (JSON) to chart.</source>
        <translation>프로브 차트: 그릴 저장된 프로브 실행(JSON).</translation>
    </message>
    <message>
        <source>Probe charts need --run FILE (a saved probe run).</source>
        <translation>프로브 차트에는 --run FILE(저장된 프로브 실행)이 필요합니다.</translation>
    </message>
    <message>
        <source>%1 is not a probe run: %2</source>
        <translation>프로브 실행 파일이 아닙니다: %1 — %2</translation>
    </message>
    <message>
        <source>ScaleScope %1 chart of the probe run %2</source>
        <translation>프로브 실행 %2의 ScaleScope %1 차트</translation>
    </message>
    <message>
        <source>Give the data to chart (paths or --session) and --out FILE.</source>
        <translation>차트로 그릴 데이터(경로 또는 --session)와 --out 파일을 주십시오.</translation>
    </message>
    <message>
        <source>Which chart: scaling, weak, surface, clusters, ranking, probe-gemm, probe-bandwidth or probe-scaling.</source>
        <translation>차트: scaling, weak(약한 확장), surface, clusters, ranking, probe-gemm, probe-bandwidth 또는 probe-scaling.</translation>
    </message>
    <message>
        <source>Scaling metric: time, throughput, speedup, efficiency, accelerator-minutes, energy or residuals (of the Amdahl fit, %); for weak: speedup (Gustafson&apos;s scaled speedup, default), throughput (models per minute) or time.</source>
        <translation>확장성 지표: time(시간), throughput(처리량), speedup(속도 향상), efficiency(효율성), accelerator-minutes(가속기·분), energy(훈련 에너지), residuals(암달 적합 잔차, %). weak에는 speedup(Gustafson의 확장 속도 향상, 기본값), throughput(분당 모델 수), time.</translation>
    </message>
    <message>
        <source>--chart takes scaling, weak, surface, clusters, ranking, probe-gemm, probe-bandwidth or probe-scaling.</source>
        <translation>--chart에는 scaling, weak, surface, clusters, ranking, probe-gemm, probe-bandwidth 또는 probe-scaling을 지정하십시오.</translation>
    </message>
    <message>
        <source>Weak scaling — %1</source>
        <translation>약한 확장 — %1</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message>
        <source>unknown file type &apos;%1&apos;: use .png, .svg or .pdf</source>
        <translation>알 수 없는 파일 형식 &apos;%1&apos;입니다. .png, .svg 또는 .pdf를 사용하십시오</translation>
    </message>
    <message>
        <source>the image could not be encoded as PNG</source>
        <translation>이미지를 PNG로 인코딩할 수 없습니다</translation>
    </message>
</context>
<context>
    <name>Feature</name>
    <message>
        <source>Accelerators (log₂)</source>
        <translation>가속기 수(log₂)</translation>
    </message>
    <message>
        <source>Nodes (log₂)</source>
        <translation>노드 수(log₂)</translation>
    </message>
    <message>
        <source>Accelerator release year</source>
        <translation>가속기 출시 연도</translation>
    </message>
    <message>
        <source>Accelerator generation</source>
        <translation>가속기 세대</translation>
    </message>
    <message>
        <source>Accelerator memory (GB)</source>
        <translation>가속기 메모리(GB)</translation>
    </message>
    <message>
        <source>Dense peak FP16/BF16 (TFLOP/s)</source>
        <translation>밀집 연산 최대 성능 FP16/BF16(TFLOP/s)</translation>
    </message>
    <message>
        <source>Memory bandwidth (GB/s)</source>
        <translation>메모리 대역폭(GB/s)</translation>
    </message>
    <message>
        <source>Host cores per accelerator</source>
        <translation>가속기당 호스트 코어</translation>
    </message>
    <message>
        <source>Host memory per accelerator (GB)</source>
        <translation>가속기당 호스트 메모리(GB)</translation>
    </message>
    <message>
        <source>Time to train (log)</source>
        <translation>훈련 시간(로그)</translation>
    </message>
    <message>
        <source>Throughput (log)</source>
        <translation>처리량(로그)</translation>
    </message>
    <message>
        <source>Throughput per accelerator (log)</source>
        <translation>가속기당 처리량(로그)</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>확장 효율성</translation>
    </message>
    <message>
        <source>kept: enough values, varies, not redundant</source>
        <translation>유지: 값이 충분하고, 변동이 있으며, 중복되지 않음</translation>
    </message>
    <message>
        <source>dropped: missing for %1% of the configurations (limit %2%)</source>
        <translation>제외: 구성의 %1%에서 값이 없음(한도 %2%)</translation>
    </message>
    <message>
        <source>dropped: nearly constant (coefficient of variation %1)</source>
        <translation>제외: 거의 일정함(변동계수 %1)</translation>
    </message>
    <message>
        <source>dropped: |r| = %1 with %2, which is kept (%3)</source>
        <translation>제외: |r| = %1 (남긴 변수: %2, %3)</translation>
    </message>
    <message>
        <source>kept: chosen by the user</source>
        <translation>유지: 사용자가 선택함</translation>
    </message>
    <message>
        <source>dropped: left out by the user</source>
        <translation>제외: 사용자가 뺌</translation>
    </message>
    <message>
        <source>fewer missing values</source>
        <translation>빠진 값이 더 적음</translation>
    </message>
    <message>
        <source>more correlated with time to train</source>
        <translation>훈련 시간과 상관이 더 큼</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message>
        <source>not a scalescope.probe/1 document (%1)</source>
        <translation>scalescope.probe/1 문서가 아닙니다(%1)</translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>accelerators</source>
        <translation>가속기 수</translation>
    </message>
    <message>
        <source>score (min)</source>
        <translation>점수(분)</translation>
    </message>
    <message>
        <source>valid runs</source>
        <translation>유효 실행</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message numerus="yes">
        <source>%n configuration(s), %1 with an official score; %2 errors, %3 warnings.</source>
        <translation>
            <numerusform>구성 %n개, 공식 점수가 있는 구성 %1개, 오류 %2개, 경고 %3개.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round X.Y when the path has none.</source>
        <translation>경로에 라운드가 없을 때 사용할 라운드 X.Y.</translation>
    </message>
    <message>
        <source>Import only this benchmark.</source>
        <translation>이 벤치마크만 가져옵니다.</translation>
    </message>
    <message>
        <source>Output format: text, csv or json.</source>
        <translation>출력 형식: text, csv 또는 json.</translation>
    </message>
    <message>
        <source>Write to FILE instead of standard output.</source>
        <translation>표준 출력 대신 FILE에 씁니다.</translation>
    </message>
    <message>
        <source>Print every diagnostic to standard error.</source>
        <translation>모든 진단 메시지를 표준 오류로 출력합니다.</translation>
    </message>
    <message>
        <source>Language of messages: en or ko.</source>
        <translation>메시지 언어: en 또는 ko.</translation>
    </message>
    <message>
        <source>MLPerf results to import.</source>
        <translation>가져올 MLPerf 결과.</translation>
    </message>
    <message>
        <source>Unknown format &apos;%1&apos;: use text, csv or json.</source>
        <translation>알 수 없는 형식 &apos;%1&apos;입니다. text, csv 또는 json을 사용하십시오.</translation>
    </message>
    <message>
        <source>No path given.</source>
        <translation>경로를 지정하지 않았습니다.</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>가져온 항목이 없습니다.</translation>
    </message>
    <message>
        <source>Leave out the raw system-description strings and the diagnostics (for the embedded sample).</source>
        <translation>원본 시스템 설명 문자열과 진단 메시지를 빼고 씁니다(내장 샘플용).</translation>
    </message>
    <message>
        <source>models/min</source>
        <translation>모델/분</translation>
    </message>
    <message numerus="yes">
        <source>%n score(s) not official: the official tool has no rules for their round, so they follow its method with the quality target alone.</source>
        <translation>
            <numerusform>공식 점수가 아닌 점수 %n개: 공식 도구에 해당 라운드의 규칙이 없어, 같은 방법을 따르되 품질 목표로만 검사했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import MLPerf Training or HPC results (trees, result tables or ScaleScope datasets) and print their configurations and official scores.</source>
        <translation>MLPerf Training 또는 HPC 결과(트리, 결과 표, ScaleScope 데이터 세트)를 가져와 구성과 공식 점수를 출력합니다.</translation>
    </message>
</context>
<context>
    <name>Method</name>
    <message>
        <source>Its best configurations: %1.</source>
        <translation>이 클러스터의 최상위 구성: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Cluster %1 ranks first (closeness %2): %n configuration(s) with %3–%4 accelerators (median %5), mostly %6, median time to train %7 min, median efficiency %8.</source>
        <translation>
            <numerusform>1위: 클러스터 %1 (근접도 %2). 구성 %n개, 가속기 %3–%4개(중앙값 %5), 주로 %6, 훈련 시간 중앙값 %7분, 효율성 중앙값 %8.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cluster %1 ranks first (closeness %2): %n configuration(s) with %3–%4 accelerators (median %5), mostly %6, median time to train %7 min.</source>
        <translation>
            <numerusform>1위: 클러스터 %1 (근접도 %2). 구성 %n개, 가속기 %3–%4개(중앙값 %5), 주로 %6, 훈련 시간 중앙값 %7분.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cluster %1 is the fastest (median %2 min on a median of %3 accelerators) but ranks %4 of %5, with median efficiency %6.</source>
        <translation>클러스터 %1: 가장 빠르지만(가속기 중앙값 %3개에서 중앙값 %2분) 효율성 중앙값은 %6, 순위는 %5개 중 %4위입니다.</translation>
    </message>
    <message>
        <source>Cluster %1 is the fastest (median %2 min on a median of %3 accelerators) but ranks %4 of %5.</source>
        <translation>클러스터 %1: 가장 빠르지만(가속기 중앙값 %3개에서 중앙값 %2분) %5개 중 %4위입니다.</translation>
    </message>
    <message numerus="yes">
        <source>+%n other(s)</source>
        <translation>
            <numerusform>그 밖에 %n개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MethodChartText</name>
    <message>
        <source>Time to train (less is better)</source>
        <translation>훈련 시간(짧을수록 좋음)</translation>
    </message>
    <message>
        <source>Efficiency (more is better)</source>
        <translation>효율성(높을수록 좋음)</translation>
    </message>
    <message>
        <source>Throughput per accelerator (more is better)</source>
        <translation>가속기당 처리량(높을수록 좋음)</translation>
    </message>
    <message>
        <source>Accelerators (fewer is better)</source>
        <translation>가속기 수(적을수록 좋음)</translation>
    </message>
    <message>
        <source>Clusters of %1 configurations (%2, k = %3)</source>
        <translation>%1 구성의 클러스터(%2, k = %3)</translation>
    </message>
    <message>
        <source>dominated</source>
        <translation>지배됨</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>파레토 경계</translation>
    </message>
    <message>
        <source>No clusters: nothing of %1 to cluster</source>
        <translation>클러스터 없음: %1에 클러스터링할 구성이 없습니다</translation>
    </message>
    <message>
        <source>No ranking: nothing of %1 to rank</source>
        <translation>순위 없음: %1에 순위를 매길 구성이 없습니다</translation>
    </message>
    <message>
        <source>Ward</source>
        <translation>Ward</translation>
    </message>
    <message>
        <source>k-means++</source>
        <translation>k-means++</translation>
    </message>
    <message>
        <source>Accelerators (count, log scale)</source>
        <translation>가속기 (개수, 로그 축)</translation>
    </message>
    <message>
        <source>Time to train (minutes, log scale)</source>
        <translation>훈련 시간 (분, 로그 축)</translation>
    </message>
    <message>
        <source>PC1 (standardised units)</source>
        <translation>PC1 (표준화 단위)</translation>
    </message>
    <message>
        <source>PC2 (standardised units)</source>
        <translation>PC2 (표준화 단위)</translation>
    </message>
    <message>
        <source>cluster %1 (%2)</source>
        <translation>클러스터 %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>— %n not drawn</source>
        <translation>
            <numerusform>— %n개 그리지 않음</numerusform>
        </translation>
    </message>
    <message>
        <source>pale: some variables missing</source>
        <translation>옅은 색: 일부 변수 없음</translation>
    </message>
    <message>
        <source>Pareto front — %1</source>
        <translation>파레토 경계 — %1</translation>
    </message>
    <message>
        <source>Energy to train (less is better)</source>
        <translation>훈련 에너지(적을수록 좋음)</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>가속기 수</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>노드 수</translation>
    </message>
    <message>
        <source>Time to train (minutes)</source>
        <translation>훈련 시간(분)</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>처리량</translation>
    </message>
    <message>
        <source>Throughput per accelerator</source>
        <translation>가속기당 처리량</translation>
    </message>
    <message>
        <source>%1, log scale</source>
        <translation>%1, 로그 축</translation>
    </message>
</context>
<context>
    <name>OfficialRulesChoice</name>
    <message>
        <source>mlcommons/logging %1, built in</source>
        <translation>mlcommons/logging %1, 내장</translation>
    </message>
    <message>
        <source>%1 cannot be read (%2): the built-in rules are used</source>
        <translation>%1을 읽을 수 없어(%2) 내장 규칙을 씁니다</translation>
    </message>
    <message>
        <source>mlcommons/logging %1 from %2</source>
        <translation>%2의 mlcommons/logging %1</translation>
    </message>
</context>
<context>
    <name>PlanCommand</name>
    <message>
        <source>Predict time to train for an accelerator and a count nobody measured, from that accelerator&apos;s fitted series, with a prediction interval, efficiency, ε, accelerator-hours, cost and energy; or find the cheapest configurations within a time, or the fastest within a budget.</source>
        <translation>측정된 적 없는 가속기 개수의 훈련 시간을 그 가속기 계열의 적합으로 예측합니다. 예측 구간, 효율성, ε, 가속기·시간, 비용, 에너지도 함께 보여 줍니다. 또는 주어진 시간 안에서 가장 싼 구성이나 주어진 예산 안에서 가장 빠른 구성을 찾습니다.</translation>
    </message>
    <message>
        <source>Catalog id of the accelerator (see the Table&apos;s catalog column).</source>
        <translation>가속기의 카탈로그 ID(표의 카탈로그 열 참고).</translation>
    </message>
    <message>
        <source>How many accelerators (1 to 100,000).</source>
        <translation>가속기 개수(1부터 100,000까지).</translation>
    </message>
    <message>
        <source>Price per accelerator-hour: one number, or ID=P pairs separated by commas.</source>
        <translation>가속기·시간당 가격: 숫자 하나, 또는 쉼표로 구분한 ID=P 쌍.</translation>
    </message>
    <message>
        <source>The fit: amdahl (default), power or extrap.</source>
        <translation>적합 모델: amdahl(기본값), power, extrap.</translation>
    </message>
    <message>
        <source>Instead: the five cheapest configurations that train within T minutes.</source>
        <translation>대신 T분 안에 훈련을 마치는 가장 싼 구성 다섯 개를 찾습니다.</translation>
    </message>
    <message>
        <source>Instead: the five fastest configurations that cost at most B (in accelerator-hours without --price).</source>
        <translation>대신 비용이 B 이하인 가장 빠른 구성 다섯 개를 찾습니다(--price가 없으면 가속기·시간 단위).</translation>
    </message>
    <message>
        <source>Output format: text or json.</source>
        <translation>출력 형식: text 또는 json.</translation>
    </message>
    <message>
        <source>Write to FILE instead of standard output.</source>
        <translation>표준 출력 대신 FILE에 씁니다.</translation>
    </message>
    <message>
        <source>Language of messages: en or ko.</source>
        <translation>메시지 언어: en 또는 ko.</translation>
    </message>
    <message>
        <source>Datasets, tables or MLPerf trees to plan from.</source>
        <translation>계획의 근거로 쓸 데이터 세트, 표 또는 MLPerf 트리.</translation>
    </message>
    <message>
        <source>Unknown format &apos;%1&apos;: use text or json.</source>
        <translation>알 수 없는 형식 &apos;%1&apos;: text 또는 json을 쓰십시오.</translation>
    </message>
    <message>
        <source>Unknown model &apos;%1&apos;: use amdahl, power or extrap.</source>
        <translation>알 수 없는 모델 &apos;%1&apos;: amdahl, power, extrap 중 하나를 쓰십시오.</translation>
    </message>
    <message>
        <source>--price takes a number, or ID=P pairs such as nvidia-h100-sxm5-80gb=4,nvidia-a100-sxm4-80gb=1.5.</source>
        <translation>--price에는 숫자 하나, 또는 nvidia-h100-sxm5-80gb=4,nvidia-a100-sxm4-80gb=1.5처럼 ID=P 쌍을 주십시오.</translation>
    </message>
    <message>
        <source>Give --max-minutes or --budget, not both.</source>
        <translation>--max-minutes와 --budget 중 하나만 주십시오.</translation>
    </message>
    <message>
        <source>--max-minutes and --budget take a positive number.</source>
        <translation>--max-minutes와 --budget에는 양수를 주십시오.</translation>
    </message>
    <message>
        <source>plan needs --accelerator ID and --accelerators N (1 to 100,000), or --max-minutes T, or --budget B.</source>
        <translation>plan에는 --accelerator ID와 --accelerators N(1부터 100,000까지), 또는 --max-minutes T나 --budget B가 필요합니다.</translation>
    </message>
    <message>
        <source>No plan for %1 × %2 in %3: %4.</source>
        <translation>%3에서 %1 × %2 계획을 세울 수 없습니다: %4.</translation>
    </message>
</context>
<context>
    <name>PlanText</name>
    <message>
        <source>measured</source>
        <translation>측정값</translation>
    </message>
    <message>
        <source>estimated from the measured energy of this series</source>
        <translation>이 계열의 측정 에너지로 추정</translation>
    </message>
    <message>
        <source>estimated: accelerators at their TDP for the whole run</source>
        <translation>추정: 실행 내내 가속기가 TDP로 동작한다고 가정</translation>
    </message>
    <message>
        <source>No plan for %1 × %2: %3.</source>
        <translation>%1 × %2 계획을 세울 수 없습니다: %3.</translation>
    </message>
    <message>
        <source>%1 × %2 (%3 fit of series %4: %5)</source>
        <translation>%1 × %2(계열 %4의 %3 적합: %5)</translation>
    </message>
    <message>
        <source>  time to train  %1 min</source>
        <translation>  훈련 시간      %1분</translation>
    </message>
    <message>
        <source>(%1 % interval %2–%3 min)</source>
        <translation>(%1 % 구간 %2–%3분)</translation>
    </message>
    <message>
        <source>  efficiency     %1 at k = %2 (reference %3 accelerators)</source>
        <translation>  효율성         k = %2에서 %1(기준 가속기 %3개)</translation>
    </message>
    <message>
        <source>  ε              %1</source>
        <translation>  ε              %1</translation>
    </message>
    <message>
        <source>  accelerator-hours %1</source>
        <translation>  가속기·시간    %1</translation>
    </message>
    <message>
        <source>  cost           %1</source>
        <translation>  비용           %1</translation>
    </message>
    <message>
        <source>  energy         %1 kJ (%2)</source>
        <translation>  에너지         %1 kJ(%2)</translation>
    </message>
    <message>
        <source>  extrapolated: %1× outside the measured %2–%3 accelerators</source>
        <translation>  외삽: 측정된 가속기 %2–%3개 범위에서 %1배 벗어남</translation>
    </message>
    <message>
        <source>Cheapest configurations that train within %1 min:</source>
        <translation>%1분 안에 훈련을 마치는 가장 싼 구성:</translation>
    </message>
    <message>
        <source>  none: no fitted series meets it</source>
        <translation>  없음: 조건을 만족하는 적합 계열이 없습니다</translation>
    </message>
    <message>
        <source>  super-linear: the fit&apos;s ε is negative here, so its prediction is not credible beyond the measured counts</source>
        <translation>  초선형: 여기서 적합의 ε가 음수라 측정된 개수 밖의 예측은 믿을 수 없습니다</translation>
    </message>
    <message>
        <source>  wide interval: the fit is uncertain at this size; measure near it before relying on it</source>
        <translation>  넓은 구간: 이 크기에서는 적합이 불확실합니다. 믿기 전에 이 크기 근처에서 측정해 보십시오</translation>
    </message>
    <message numerus="yes">
        <source>  measured here  %n result(s), %1–%2 min (the interval is widened to hold them)</source>
        <translation>
            <numerusform>  이 개수의 측정  결과 %n개, %1–%2분(이 결과들이 들어가도록 구간을 넓혔습니다)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  measured here  %n result(s), %1–%2 min, all inside the interval</source>
        <translation>
            <numerusform>  이 개수의 측정  결과 %n개, %1–%2분, 모두 구간 안에 있습니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  fit on         %n configuration(s) at %1 distinct sizes (%2–%3 accelerators)</source>
        <translation>
            <numerusform>  적합 근거      서로 다른 크기 %1가지의 구성 %n개(가속기 %2–%3개)</numerusform>
        </translation>
    </message>
    <message>
        <source>  not physical: the fit&apos;s serial time is negative, so its times fall towards zero as accelerators are added; try --model power or --model extrap</source>
        <translation>  물리적으로 불가능: 적합의 직렬 시간이 음수라 가속기를 늘릴수록 시간이 0을 향해 줄어듭니다. --model power나 --model extrap을 써 보십시오</translation>
    </message>
    <message>
        <source>Fastest configurations that cost at most %1 at the given prices per accelerator-hour:</source>
        <translation>주어진 가속기·시간당 가격으로 비용이 %1 이하인 가장 빠른 구성:</translation>
    </message>
    <message>
        <source>Fastest configurations within a budget of %1 accelerator-hours:</source>
        <translation>예산 %1 가속기·시간 안에서 가장 빠른 구성:</translation>
    </message>
    <message>
        <source>(counts tried: 1 to 64, then whole nodes of 8 up to 16 × each series&apos; largest measured count; one answer per series)</source>
        <translation>(시도한 개수: 1–64개, 그다음 8개씩 노드 단위로 각 계열에서 측정된 최대 개수의 16배까지. 계열마다 답 하나)</translation>
    </message>
    <message>
        <source>  not physical: the fit predicts no positive time at %1 accelerators; try another --model</source>
        <translation>  물리적으로 맞지 않음: 가속기 %1개에서 적합이 양수 시간을 내지 못합니다. 다른 --model을 써 보십시오</translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <source>the number of accelerators must be from 1 to 100,000</source>
        <translation>가속기 개수는 1부터 100,000까지여야 합니다</translation>
    </message>
    <message>
        <source>no configuration of this accelerator has an official score here</source>
        <translation>이 가속기 구성 중 공식 점수가 있는 것이 없습니다</translation>
    </message>
    <message>
        <source>its series has no fit of this model (it needs three sizes or more)</source>
        <translation>이 계열에는 이 모델의 적합이 없습니다(크기가 세 가지 이상 필요)</translation>
    </message>
    <message>
        <source>the fit predicts no positive time at this size</source>
        <translation>이 크기에서는 적합이 양의 시간을 예측하지 않습니다</translation>
    </message>
    <message>
        <source>unknown model: use amdahl, power or extrap</source>
        <translation>알 수 없는 모델: amdahl, power, extrap 중 하나를 쓰십시오</translation>
    </message>
</context>
<context>
    <name>PlannerCharts</name>
    <message>
        <source>No plan: %1</source>
        <translation>계획 없음: %1</translation>
    </message>
    <message>
        <source>Accelerators (count, log scale)</source>
        <translation>가속기(개수, 로그 축)</translation>
    </message>
    <message>
        <source>Time to train (minutes, log scale)</source>
        <translation>훈련 시간(분, 로그 축)</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>측정값</translation>
    </message>
    <message>
        <source>planned</source>
        <translation>계획</translation>
    </message>
    <message>
        <source>planned: %1 × %2</source>
        <translation>계획: %1 × %2</translation>
    </message>
    <message>
        <source>No plan: %1.</source>
        <translation>계획 없음: %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 min&lt;/b&gt; to train on %2 × %3</source>
        <translation>%3 %2개로 훈련 시간 &lt;b&gt;%1분&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 % prediction interval: %2–%3 min</source>
        <translation>%1 % 예측 구간: %2–%3분</translation>
    </message>
    <message>
        <source>Efficiency %1 at k = %2; ε = %3</source>
        <translation>k = %2에서 효율성 %1, ε = %3</translation>
    </message>
    <message>
        <source>%1 accelerator-hours</source>
        <translation>가속기·시간 %1</translation>
    </message>
    <message>
        <source>Cost %1 %2</source>
        <translation>비용 %1 %2</translation>
    </message>
    <message>
        <source>Energy %1 kWh (%2)</source>
        <translation>에너지 %1 kWh(%2)</translation>
    </message>
    <message>
        <source>Extrapolated: %1× outside the measured counts. The further out, the less the fit can be trusted.</source>
        <translation>외삽: 측정된 개수 범위에서 %1배 벗어났습니다. 멀어질수록 적합을 믿기 어렵습니다.</translation>
    </message>
    <message>
        <source>Super-linear: the fit&apos;s ε is negative here, so it promises more than linear speedup; do not trust it beyond the measured counts.</source>
        <translation>초선형: 여기서 적합의 ε가 음수라 선형보다 큰 속도 향상을 약속합니다. 측정된 개수 밖에서는 믿지 마십시오.</translation>
    </message>
    <message>
        <source>Amdahl</source>
        <translation>암달</translation>
    </message>
    <message>
        <source>power law</source>
        <translation>거듭제곱 법칙</translation>
    </message>
    <message>
        <source>Extra-P</source>
        <translation>Extra-P</translation>
    </message>
    <message>
        <source>%1 — time to train (%2 fit)</source>
        <translation>%1 — 훈련 시간(%2 적합)</translation>
    </message>
    <message numerus="yes">
        <source>Measured at this count: %n result(s), %1–%2 min; the interval is widened to hold them, as the fit&apos;s spread does not describe repeated runs at one size.</source>
        <translation>
            <numerusform>이 개수에서 측정한 결과: %n개, %1–%2분. 적합의 퍼짐으로는 한 크기에서 반복한 실행의 차이를 설명할 수 없어, 구간을 넓혀 이 결과를 모두 담았습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Measured at this count: %n result(s), %1–%2 min, all inside the interval.</source>
        <translation>
            <numerusform>이 개수에서 측정한 결과: %n개, %1–%2분. 모두 구간 안에 있습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fit %1 on %n configuration(s) at %2 distinct sizes (%3–%4 accelerators)</source>
        <translation>
            <numerusform>적합 %1: 서로 다른 크기 %2가지의 구성 %n개 (가속기 %3–%4개)</numerusform>
        </translation>
    </message>
    <message>
        <source>Not physical: the fit&apos;s serial time is negative, so its times fall towards zero and below as accelerators are added. Try the power law or Extra-P.</source>
        <translation>물리적으로 맞지 않습니다: 적합의 직렬 시간이 음수라서, 가속기를 늘릴수록 시간이 0을 향해, 나아가 0 아래로 떨어집니다. 거듭제곱 법칙이나 Extra-P를 써 보십시오.</translation>
    </message>
    <message>
        <source>interval at %1, widened to the results measured there</source>
        <translation>가속기 %1개의 구간 (이 개수에서 측정된 결과까지 넓힘)</translation>
    </message>
    <message>
        <source>interval at %1</source>
        <translation>가속기 %1개의 구간</translation>
    </message>
    <message>
        <source>Not physical: the fit predicts no positive time at %1 accelerators. Try another fit model.</source>
        <translation>물리적으로 맞지 않음: 가속기 %1개에서 적합이 양수 시간을 내지 못합니다. 다른 적합 모델을 써 보십시오.</translation>
    </message>
    <message>
        <source>%1 % interval</source>
        <translation>%1 % 구간</translation>
    </message>
    <message>
        <source>%1 fit</source>
        <translation>%1 적합</translation>
    </message>
</context>
<context>
    <name>ProbeChartText</name>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <source>synthetic fixture, not measured</source>
        <translation>합성 테스트 데이터, 측정값 아님</translation>
    </message>
    <message>
        <source>Matrix multiply throughput</source>
        <translation>행렬 곱셈 처리량</translation>
    </message>
    <message>
        <source>GFLOP/s (median)</source>
        <translation>GFLOP/s (중앙값)</translation>
    </message>
    <message>
        <source>%1% of spec</source>
        <translation>사양의 %1%</translation>
    </message>
    <message>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <source>Bandwidth against transfer size</source>
        <translation>전송 크기별 대역폭</translation>
    </message>
    <message>
        <source>bytes copied</source>
        <translation>복사한 바이트</translation>
    </message>
    <message>
        <source>bytes moved</source>
        <translation>이동한 바이트</translation>
    </message>
    <message>
        <source>all-reduce busbw</source>
        <translation>all-reduce busbw</translation>
    </message>
    <message>
        <source>all-reduce algbw</source>
        <translation>all-reduce algbw</translation>
    </message>
    <message>
        <source>Bytes per transfer (log₂)</source>
        <translation>전송당 바이트 (log₂)</translation>
    </message>
    <message>
        <source>GB/s (10⁹ bytes/s)</source>
        <translation>GB/s (10⁹ 바이트/s)</translation>
    </message>
    <message>
        <source>Synthetic data-parallel training step</source>
        <translation>합성 데이터 병렬 훈련 단계</translation>
    </message>
    <message>
        <source>Workers / devices</source>
        <translation>워커 / 장치</translation>
    </message>
    <message>
        <source>Speedup and efficiency (dashed)</source>
        <translation>속도 향상과 효율성(점선)</translation>
    </message>
    <message>
        <source>compute %1%</source>
        <translation>계산 %1%</translation>
    </message>
    <message>
        <source>%1: efficiency</source>
        <translation>%1: 효율성</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>workers</source>
        <translation>워커</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>This machine, %1 (local, synthetic step)</source>
        <translation>이 컴퓨터, %1 (로컬, 합성 단계)</translation>
    </message>
    <message>
        <source>No run yet: press Run to measure this machine, or open a saved run under Runs</source>
        <translation>아직 실행하지 않았습니다. 실행을 눌러 이 컴퓨터를 측정하거나 실행 기록에서 저장된 실행을 여십시오</translation>
    </message>
    <message>
        <source>%1: this run has no such results (choose the suite and run again)</source>
        <translation>%1: 이 실행에는 해당 결과가 없습니다 (스위트를 선택하고 다시 실행하십시오)</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Inventory</source>
        <translation>장치 목록</translation>
    </message>
    <message>
        <source>Matrix multiply</source>
        <translation>행렬 곱셈</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>메모리 대역폭</translation>
    </message>
    <message>
        <source>Host transfers</source>
        <translation>호스트 전송</translation>
    </message>
    <message>
        <source>GPU to GPU</source>
        <translation>GPU 간 전송</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>지연 시간</translation>
    </message>
    <message>
        <source>All-reduce</source>
        <translation>All-reduce</translation>
    </message>
    <message>
        <source>Training step</source>
        <translation>훈련 단계</translation>
    </message>
    <message>
        <source>strong scaling</source>
        <translation>강한 확장</translation>
    </message>
    <message>
        <source>weak scaling</source>
        <translation>약한 확장</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n result(s) vary by more than 10 % between repeats: close other programs or choose a longer time limit and run again.</source>
        <translation>
            <numerusform>⚠ 결과 %n개가 반복 측정마다 10 % 넘게 달라집니다. 다른 프로그램을 닫거나 시간 한도를 늘려 다시 실행하십시오.</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ varies by more than 10 %</source>
        <translation>⚠ 10 % 넘게 달라짐</translation>
    </message>
    <message>
        <source>no ε_eff: slower with more workers</source>
        <translation>ε_eff 없음: 작업자가 많을수록 느려짐</translation>
    </message>
    <message>
        <source>ε_eff %1</source>
        <translation>ε_eff %1</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>This machine (local, synthetic step, %1): %2, %3 %4, ε_eff %5</source>
        <translation>이 컴퓨터 (로컬 합성 단계, %1): %2, %4 %3개, ε_eff %5</translation>
    </message>
    <message>
        <source>The two runs share no test: run the same suites and precisions on both</source>
        <translation>두 실행에 공통된 테스트가 없습니다. 양쪽에서 같은 스위트와 정밀도로 실행하십시오</translation>
    </message>
    <message>
        <source>Each test on its own scale (the larger median = 1)</source>
        <translation>테스트마다 따로 맞춘 척도 (큰 쪽 중앙값 = 1)</translation>
    </message>
    <message>
        <source>MPI ranks</source>
        <translation>MPI 랭크</translation>
    </message>
    <message>
        <source>Cluster %1 (MPI, synthetic step, %2): %3, %4 ranks, ε_eff %5</source>
        <translation>클러스터 %1 (MPI 합성 단계, %2): %3, 랭크 %4개, ε_eff %5</translation>
    </message>
    <message>
        <source>Cluster %1, %2 (MPI ranks, synthetic step)</source>
        <translation>클러스터 %1, %2 (MPI 랭크, 합성 단계)</translation>
    </message>
    <message>
        <source>%1: this run has no ping-pong between ranks (run the p2p suite on two or more ranks)</source>
        <translation>%1: 이 실행에는 랭크 사이의 핑퐁 측정이 없습니다 (랭크 두 개 이상에서 p2p 스위트를 실행하십시오)</translation>
    </message>
    <message>
        <source>%1: this run measured one machine; a run of scalescope-probe-mpi on two or more ranks shows its ranks here</source>
        <translation>%1: 이 실행은 컴퓨터 한 대를 측정했습니다. 랭크 두 개 이상으로 scalescope-probe-mpi를 실행하면 여기에 랭크가 나타납니다</translation>
    </message>
    <message>
        <source>Peer rank</source>
        <translation>상대 랭크</translation>
    </message>
    <message>
        <source>on rank 0&apos;s host</source>
        <translation>랭크 0과 같은 호스트</translation>
    </message>
    <message>
        <source>on another host</source>
        <translation>다른 호스트</translation>
    </message>
    <message>
        <source>rank 0 ↔ rank %1 (%2, %3)</source>
        <translation>랭크 0 ↔ 랭크 %1 (%2, %3)</translation>
    </message>
    <message>
        <source>another host</source>
        <translation>다른 호스트</translation>
    </message>
    <message>
        <source>the same host</source>
        <translation>같은 호스트</translation>
    </message>
    <message>
        <source>%1 µs one way (8-byte messages)</source>
        <translation>단방향 %1 µs (8바이트 메시지)</translation>
    </message>
    <message>
        <source>One-way latency from rank 0 to each rank (8-byte messages)</source>
        <translation>랭크 0에서 각 랭크까지의 단방향 지연 시간 (8바이트 메시지)</translation>
    </message>
    <message>
        <source>Latency (µs)</source>
        <translation>지연 시간 (µs)</translation>
    </message>
    <message>
        <source>rank %1 - rank %2</source>
        <translation>랭크 %1 - 랭크 %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (first)</source>
        <translation>%1 (첫 번째)</translation>
    </message>
    <message>
        <source>%1 (second)</source>
        <translation>%1 (두 번째)</translation>
    </message>
    <message>
        <source>%1 Mbit/s</source>
        <translation>%1 Mbit/s</translation>
    </message>
    <message>
        <source>%1 Gbit/s</source>
        <translation>%1 Gbit/s</translation>
    </message>
    <message>
        <source>%1 GB/s (%2) one way at %3</source>
        <translation>%3에서 단방향 %1 GB/s (%2)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%2에서 %1</translation>
    </message>
    <message>
        <source>Relative median</source>
        <translation>상대 중앙값</translation>
    </message>
    <message>
        <source>%1: ×%2</source>
        <translation>%1: ×%2</translation>
    </message>
</context>
<context>
    <name>ProbeCutText</name>
    <message numerus="yes">
        <source>The job ended during the test “%1”, which ran on rank(s) %2 (%3).</source>
        <translation>
            <numerusform>작업이 테스트 “%1” 도중에 끝났습니다. 이 테스트는 랭크 %2(%3)에서 실행 중이었습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rank 0 reported until then; rank(s) %1 on its own host stopped answering.</source>
        <translation>
            <numerusform>랭크 0은 그때까지 결과를 보냈고, 같은 호스트의 랭크 %1에서 응답이 멈췄습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rank 0 reported until then, so the one lost is likely rank(s) %1 on %2: check that host and its network link.</source>
        <translation>
            <numerusform>랭크 0은 그때까지 결과를 보냈으므로, 끊긴 쪽은 %2의 랭크 %1일 가능성이 큽니다. 그 호스트와 네트워크 링크를 확인하십시오.</numerusform>
        </translation>
    </message>
    <message>
        <source>Suites not started: %1.</source>
        <translation>시작하지 못한 스위트: %1.</translation>
    </message>
    <message>
        <source>Its launcher ended the job (SIGTERM): mpirun does so when it loses a host or is stopped itself, Slurm at scancel or the job&apos;s time limit.</source>
        <translation>런처가 작업을 끝냈습니다(SIGTERM). mpirun은 호스트를 잃거나 자신이 멈출 때, Slurm은 scancel이나 작업의 시간 한도에 이르렀을 때 이렇게 합니다.</translation>
    </message>
</context>
<context>
    <name>ProbeDeviceListing</name>
    <message>
        <source>No GPU: the CPU is measured (%1).</source>
        <translation>GPU 없음: CPU를 측정합니다(%1).</translation>
    </message>
    <message>
        <source>cuBLASLt was not found: the matrix and training-step tests will be skipped. Add the folder holding libcublasLt.so to LD_LIBRARY_PATH.</source>
        <translation>cuBLASLt를 찾지 못했습니다: 행렬 곱셈과 훈련 단계 테스트를 건너뜁니다. libcublasLt.so가 있는 폴더를 LD_LIBRARY_PATH에 추가하십시오.</translation>
    </message>
    <message>
        <source>NCCL was not found: tests across several GPUs will be skipped. Add the folder holding libnccl.so.2 to LD_LIBRARY_PATH.</source>
        <translation>NCCL을 찾지 못했습니다: 여러 GPU에 걸친 테스트를 건너뜁니다. libnccl.so.2가 있는 폴더를 LD_LIBRARY_PATH에 추가하십시오.</translation>
    </message>
    <message>
        <source>NVML was not found: clocks, power and temperature will be missing from the inventory.</source>
        <translation>NVML을 찾지 못했습니다: 장치 목록에 클록, 전력, 온도가 빠집니다.</translation>
    </message>
</context>
<context>
    <name>ProbeReasonText</name>
    <message>
        <source>cancelled</source>
        <translation>취소됨</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more failed test(s)</source>
        <translation>
            <numerusform>… 실패한 테스트 %n개 더</numerusform>
        </translation>
    </message>
    <message>
        <source>Not run, because the GPU could no longer be used: %1</source>
        <translation>GPU를 더 쓸 수 없어 실행하지 못함: %1</translation>
    </message>
    <message>
        <source>no NVIDIA driver (libcuda) is installed</source>
        <translation>NVIDIA 드라이버(libcuda)가 설치되어 있지 않음</translation>
    </message>
    <message>
        <source>no CUDA device was found</source>
        <translation>CUDA 장치를 찾지 못함</translation>
    </message>
    <message>
        <source>this probe was built without CUDA</source>
        <translation>이 프로브는 CUDA 없이 빌드됨</translation>
    </message>
    <message>
        <source>the CUDA runtime reported an error</source>
        <translation>CUDA 런타임이 오류를 보고함</translation>
    </message>
    <message>
        <source>this processor has no bf16 arithmetic</source>
        <translation>이 프로세서에는 bf16 연산이 없음</translation>
    </message>
    <message>
        <source>this device or backend does not support that precision</source>
        <translation>이 장치나 백엔드가 해당 정밀도를 지원하지 않음</translation>
    </message>
    <message>
        <source>a library the test needs (cuBLASLt, NCCL or NVML) is not installed</source>
        <translation>테스트에 필요한 라이브러리(cuBLASLt, NCCL 또는 NVML)가 설치되어 있지 않음</translation>
    </message>
    <message>
        <source>an installed CUDA library is older than the probe needs</source>
        <translation>설치된 CUDA 라이브러리가 프로브에 필요한 버전보다 오래됨</translation>
    </message>
    <message>
        <source>the test needs two or more GPUs</source>
        <translation>테스트에 GPU가 두 개 이상 필요함</translation>
    </message>
    <message>
        <source>the test needs two or more MPI ranks</source>
        <translation>테스트에 MPI 랭크가 두 개 이상 필요함</translation>
    </message>
    <message>
        <source>these GPUs cannot reach each other&apos;s memory directly</source>
        <translation>GPU끼리 서로의 메모리에 직접 접근할 수 없음</translation>
    </message>
    <message>
        <source>the result did not pass its own check</source>
        <translation>결과가 자체 검증을 통과하지 못함</translation>
    </message>
    <message>
        <source>the test stopped with an error</source>
        <translation>테스트가 오류로 중단됨</translation>
    </message>
    <message>
        <source>an error left the GPU unusable, so the tests after it could not run</source>
        <translation>오류로 GPU를 더 쓸 수 없게 되어 이후 테스트를 실행하지 못함</translation>
    </message>
    <message>
        <source>the time budget ran out first</source>
        <translation>시간 한도가 먼저 다 됨</translation>
    </message>
    <message>
        <source>the run was cancelled</source>
        <translation>실행이 취소됨</translation>
    </message>
    <message>
        <source>stopped early</source>
        <translation>중간에 멈춤</translation>
    </message>
</context>
<context>
    <name>RegularFileText</name>
    <message>
        <source>not a regular file (a FIFO)</source>
        <translation>일반 파일이 아닙니다(FIFO)</translation>
    </message>
    <message>
        <source>not a regular file (a socket)</source>
        <translation>일반 파일이 아닙니다(소켓)</translation>
    </message>
    <message>
        <source>not a regular file (a device)</source>
        <translation>일반 파일이 아닙니다(장치)</translation>
    </message>
    <message>
        <source>a folder, not a file</source>
        <translation>파일이 아니라 폴더입니다</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>일반 파일이 아닙니다</translation>
    </message>
    <message>
        <source>larger than %1 MiB</source>
        <translation>%1 MiB보다 큽니다</translation>
    </message>
    <message>
        <source>larger than %1 bytes</source>
        <translation>%1바이트보다 큽니다</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>no cluster</source>
        <translation>클러스터 없음</translation>
    </message>
    <message>
        <source>no configuration of benchmark %1</source>
        <translation>벤치마크 %1의 구성이 없음</translation>
    </message>
    <message>
        <source>ScaleScope report — %1</source>
        <translation>ScaleScope 보고서 — %1</translation>
    </message>
    <message>
        <source>ScaleScope report</source>
        <translation>ScaleScope 보고서</translation>
    </message>
    <message>
        <source>Benchmark: %1</source>
        <translation>벤치마크: %1</translation>
    </message>
    <message>
        <source>Data: %1</source>
        <translation>데이터: %1</translation>
    </message>
    <message numerus="yes">
        <source>Rounds: %1 · %n configuration(s) of this benchmark</source>
        <translation>
            <numerusform>라운드: %1 · 이 벤치마크의 구성 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Written %1</source>
        <translation>작성 %1</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>확장성</translation>
    </message>
    <message>
        <source>Efficiency surface and the precision what-if</source>
        <translation>효율성 표면과 정밀도 가정</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>클러스터</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>순위</translation>
    </message>
    <message>
        <source>Weights: %1</source>
        <translation>가중치: %1</translation>
    </message>
    <message>
        <source>Sensitivity of the method</source>
        <translation>방법론의 민감도</translation>
    </message>
    <message>
        <source>Import diagnostics</source>
        <translation>가져오기 진단</translation>
    </message>
    <message>
        <source>No problems were reported while importing this data.</source>
        <translation>이 데이터를 가져올 때 보고된 문제가 없습니다.</translation>
    </message>
    <message>
        <source>This machine: probe run %1</source>
        <translation>이 컴퓨터: 프로브 실행 %1</translation>
    </message>
    <message>
        <source>Host %1, %2; backend %3; devices: %4.</source>
        <translation>호스트 %1, %2; 백엔드 %3; 장치: %4.</translation>
    </message>
    <message>
        <source>This run is synthetic test data, not a measurement.</source>
        <translation>이 실행은 측정값이 아닌 합성 테스트 데이터입니다.</translation>
    </message>
    <message>
        <source>The training step is synthetic: it measures this machine&apos;s compute and communication, not an MLPerf benchmark.</source>
        <translation>훈련 단계는 합성된 것입니다. MLPerf 벤치마크가 아니라 이 컴퓨터의 계산과 통신을 측정합니다.</translation>
    </message>
    <message>
        <source>within the same round</source>
        <translation>같은 라운드 안에서</translation>
    </message>
    <message>
        <source>across all rounds</source>
        <translation>모든 라운드에 걸쳐</translation>
    </message>
    <message>
        <source>within the same round and submitter</source>
        <translation>같은 라운드와 제출자 안에서</translation>
    </message>
    <message>
        <source>the embedded sample</source>
        <translation>내장 샘플</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(없음)</translation>
    </message>
    <message numerus="yes">
        <source>Only the rows the table&apos;s filters keep are analysed: %n configuration(s) of this benchmark are left out.</source>
        <translation>
            <numerusform>표 필터가 남긴 행만 분석했습니다. 이 벤치마크의 구성 %n개가 빠졌습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Settings: references %1; %2 with k = %3 (seed %4, %5 restarts); ranking weights: %6; precision what-if: compute ×%7.</source>
        <translation>설정: 기준은 %1 선택, %2(k = %3, 시드 %4, 재시작 %5회), 순위 가중치: %6, 정밀도 가정: 계산 ×%7.</translation>
    </message>
    <message>
        <source>Marked with a ring in the charts: %1.</source>
        <translation>차트에 고리로 표시한 구성: %1.</translation>
    </message>
    <message numerus="yes">
        <source>cluster %1: %n configuration(s), median %2 accelerators, mostly %3, median %4 min</source>
        <translation>
            <numerusform>클러스터 %1: 구성 %n개, 가속기 중앙값 %2개, 주로 %3, 시간 중앙값 %4분</numerusform>
        </translation>
    </message>
    <message>
        <source>Official scores follow the MLCommons result summarizer (olympic mean of the valid runs&apos; time to train, times the review&apos;s scaling factor). Efficiency E = T_ref·N_ref/(T·N) against the configuration with the fewest accelerators of the same model within the reference scope; ε_eff = (1 − E)/(E·(k − 1)). Fits minimise relative residuals.</source>
        <translation>공식 점수는 MLCommons 결과 요약기와 같이 계산합니다(유효 실행 훈련 시간의 올림픽 평균에 심사의 스케일링 계수를 곱함). 효율성 E = T_ref·N_ref/(T·N)은 기준 범위 안에서 같은 모델 중 가속기가 가장 적은 구성을 기준으로 하며, ε_eff = (1 − E)/(E·(k − 1))입니다. 모델 적합은 상대 잔차를 최소화합니다.</translation>
    </message>
    <message numerus="yes">
        <source>The %n best-ranked configuration(s)</source>
        <translation>
            <numerusform>순위가 가장 높은 구성 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n fastest configuration(s)</source>
        <translation>
            <numerusform>가장 빠른 구성 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>순위</translation>
    </message>
    <message>
        <source>System</source>
        <translation>시스템</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>라운드</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Time (min)</source>
        <translation>시간(분)</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>ε_eff</source>
        <translation>ε_eff</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>클러스터</translation>
    </message>
    <message>
        <source>N: accelerators. E and ε_eff against the series&apos; reference (the fewest accelerators); “–” where there is none.</source>
        <translation>N: 가속기 수. E와 ε_eff는 계열의 기준 구성(가속기가 가장 적은 구성)에 대한 값이며, 기준이 없으면 “–”로 표시합니다.</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <source>Accelerators (median, range)</source>
        <translation>가속기 (중앙값, 범위)</translation>
    </message>
    <message>
        <source>Median min</source>
        <translation>시간 중앙값(분)</translation>
    </message>
    <message>
        <source>Median E</source>
        <translation>E 중앙값</translation>
    </message>
    <message>
        <source>Mostly</source>
        <translation>주요 가속기</translation>
    </message>
    <message>
        <source>Which cluster wins when the weights or k change:</source>
        <translation>가중치나 k가 바뀔 때 1위가 되는 클러스터:</translation>
    </message>
    <message>
        <source>the weights above</source>
        <translation>위의 가중치</translation>
    </message>
    <message>
        <source>time-heavy weights (time ×4)</source>
        <translation>시간 중심 가중치 (시간 ×4)</translation>
    </message>
    <message>
        <source>k = %1</source>
        <translation>k = %1</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>조건</translation>
    </message>
    <message>
        <source>Winning cluster</source>
        <translation>1위 클러스터</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>개수</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>심각도</translation>
    </message>
    <message>
        <source>For example</source>
        <translation>예</translation>
    </message>
    <message>
        <source>%1 = %2 (%3 %)</source>
        <translation>%1 = %2 (%3 %)</translation>
    </message>
    <message>
        <source>A white line leads from each configuration&apos;s ε to ε&apos; = f·ε/(f·ε + 1 − ε) when compute becomes ×%1 faster and communication stays the same: the efficiency falls, and the real gain T/T&apos; = (k·ε + 1 − ε)/(k·ε + (1 − ε)/f) stays below f.</source>
        <translation>흰 선은 통신은 그대로이고 계산이 %1배 빨라질 때 각 구성의 ε가 ε&apos; = f·ε/(f·ε + 1 − ε)로 옮겨 가는 모습입니다. 효율성은 떨어지고, 실제 이득 T/T&apos; = (k·ε + 1 − ε)/(k·ε + (1 − ε)/f)은 f배보다 작습니다.</translation>
    </message>
    <message>
        <source>Off the grid, drawn at its edge as triangles:</source>
        <translation>격자 밖이라 가장자리에 삼각형으로 그린 구성:</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>위치</translation>
    </message>
    <message>
        <source>Energy (kJ)</source>
        <translation>에너지(kJ)</translation>
    </message>
    <message>
        <source>Stability of the ranking</source>
        <translation>순위의 안정성</translation>
    </message>
    <message>
        <source>weights drawn anywhere on the simplex (Dirichlet, concentration %1)</source>
        <translation>가중치를 심플렉스 전체에서 추출(디리클레, 집중도 %1)</translation>
    </message>
    <message>
        <source>each weight drawn within ± %1 % of the weights above</source>
        <translation>각 가중치를 위 가중치의 ± %1 % 안에서 추출</translation>
    </message>
    <message numerus="yes">
        <source>%Ln draw(s), seed %1: %2</source>
        <translation>
            <numerusform>%Ln회 추출, 시드 %1: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clustering(s) drawn from (k and scope)</source>
        <translation>
            <numerusform>클러스터링 %n가지에서 추출(k와 범위)</numerusform>
        </translation>
    </message>
    <message>
        <source>Ranks first</source>
        <translation>1위 확률</translation>
    </message>
    <message>
        <source>In the first three</source>
        <translation>3위 안 확률</translation>
    </message>
    <message>
        <source>Median rank (5–95 %)</source>
        <translation>순위 중앙값(5–95 %)</translation>
    </message>
    <message>
        <source>Rank with the weights above</source>
        <translation>위 가중치에서의 순위</translation>
    </message>
    <message>
        <source>MLPerf HPC</source>
        <translation>MLPerf HPC</translation>
    </message>
    <message>
        <source>Weak scaling of %1</source>
        <translation>%1의 약한 확장</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>가속기 수</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>모델 수</translation>
    </message>
    <message>
        <source>All trained (min)</source>
        <translation>전체 훈련 시간(분)</translation>
    </message>
    <message>
        <source>Models/min</source>
        <translation>분당 모델 수</translation>
    </message>
    <message>
        <source>Scaled speedup</source>
        <translation>확장 속도 향상</translation>
    </message>
    <message>
        <source>Serial fraction α</source>
        <translation>직렬 비율 α</translation>
    </message>
    <message>
        <source>%1 has no weak-scaling results in this data.</source>
        <translation>이 데이터에는 %1의 약한 확장 결과가 없습니다.</translation>
    </message>
    <message>
        <source>Supercomputers and GPU clusters (Végh&apos;s comparison)</source>
        <translation>슈퍼컴퓨터와 GPU 클러스터(Végh의 비교)</translation>
    </message>
    <message>
        <source>Every benchmark&apos;s strong scaling, by accelerator family</source>
        <translation>모든 벤치마크의 강한 확장, 가속기 계열별</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>계열</translation>
    </message>
    <message>
        <source>Configurations</source>
        <translation>구성 수</translation>
    </message>
    <message>
        <source>Median ε_eff</source>
        <translation>ε_eff 중앙값</translation>
    </message>
    <message>
        <source>Submitters</source>
        <translation>제출 기관</translation>
    </message>
    <message numerus="yes">
        <source>Fits on the scaling charts: %1, and another model for %n series chosen by hand.</source>
        <translation>
            <numerusform>스케일링 차트의 적합: %1, 직접 다른 모델을 정한 계열 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Fits on the scaling charts: %1.</source>
        <translation>스케일링 차트의 적합: %1</translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message>
        <source>Write the multi-page PDF report: scaling, efficiency surface, clusters, ranking, sensitivity and import diagnostics.</source>
        <translation>확장성, 효율성 표면, 클러스터, 순위, 민감도, 가져오기 진단을 담은 여러 쪽의 PDF 보고서를 씁니다.</translation>
    </message>
    <message>
        <source>Paper: a4 (default) or letter.</source>
        <translation>용지: a4(기본값) 또는 letter.</translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation>쓸 PDF 파일.</translation>
    </message>
    <message>
        <source>Language of the report: en or ko.</source>
        <translation>보고서 언어: en 또는 ko.</translation>
    </message>
    <message>
        <source>Datasets, tables or MLPerf trees.</source>
        <translation>데이터셋, 표 또는 MLPerf 결과 트리.</translation>
    </message>
    <message>
        <source>--page takes a4 or letter.</source>
        <translation>--page에는 a4 또는 letter를 지정하십시오.</translation>
    </message>
    <message>
        <source>Cannot write the report: %1</source>
        <translation>보고서를 쓸 수 없습니다: %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%n page(s)).</source>
        <translation>
            <numerusform>%1에 저장했습니다(%n쪽).</numerusform>
        </translation>
    </message>
    <message>
        <source>Add a section for this saved probe run (JSON).</source>
        <translation>저장된 이 프로브 실행(JSON)에 대한 절을 추가합니다.</translation>
    </message>
    <message>
        <source>%1 is not a probe run: %2</source>
        <translation>프로브 실행 파일이 아닙니다: %1 — %2</translation>
    </message>
    <message>
        <source>Give the data (paths or --session) and --out report.pdf.</source>
        <translation>데이터(경로 또는 --session)와 --out report.pdf를 주십시오.</translation>
    </message>
    <message>
        <source>Sections after the title page, comma-separated (default all): results, scaling, surface, clusters, ranking, sensitivity, hpc, probe, diagnostics.</source>
        <translation>표지 다음에 넣을 섹션을 쉼표로 구분해 지정합니다(기본값: 전부): results, scaling, surface, clusters, ranking, sensitivity, hpc, probe, diagnostics.</translation>
    </message>
    <message>
        <source>--sections takes results, scaling, surface, clusters, ranking, sensitivity, hpc, probe and diagnostics, not &apos;%1&apos;.</source>
        <translation>--sections에는 results, scaling, surface, clusters, ranking, sensitivity, hpc, probe, diagnostics를 쓸 수 있습니다. &apos;%1&apos;은 쓸 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>ScalingChartText</name>
    <message>
        <source>Round %1</source>
        <translation>라운드 %1</translation>
    </message>
    <message>
        <source>Time to train (minutes)</source>
        <translation>훈련 시간(분)</translation>
    </message>
    <message>
        <source>Throughput (samples/s)</source>
        <translation>처리량(샘플/초)</translation>
    </message>
    <message>
        <source>Speedup over the reference (×)</source>
        <translation>기준 대비 속도 향상 (배)</translation>
    </message>
    <message>
        <source>Efficiency E = S/k (1 = ideal)</source>
        <translation>효율성 E = S/k (1 = 이상적)</translation>
    </message>
    <message>
        <source>Accelerator-minutes (accelerators × min)</source>
        <translation>가속기·분 (가속기 수 × 분)</translation>
    </message>
    <message>
        <source>Amdahl fit residual (% of the measured time)</source>
        <translation>암달 적합 잔차 (측정 시간 대비 %)</translation>
    </message>
    <message>
        <source>%1 · v%2</source>
        <translation>%1 · v%2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Energy to train (kJ)</source>
        <translation>훈련 에너지(kJ)</translation>
    </message>
    <message>
        <source>power law</source>
        <translation>거듭제곱 법칙</translation>
    </message>
    <message>
        <source>Extra-P</source>
        <translation>Extra-P</translation>
    </message>
    <message>
        <source>best by AICc</source>
        <translation>AICc 최적</translation>
    </message>
    <message>
        <source>Amdahl</source>
        <translation>암달</translation>
    </message>
</context>
<context>
    <name>ScalingFit</name>
    <message>
        <source>fewer than 3 points</source>
        <translation>점이 3개 미만</translation>
    </message>
    <message>
        <source>a point has no positive time or size</source>
        <translation>시간이나 크기가 양수가 아닌 점이 있음</translation>
    </message>
    <message>
        <source>all points have the same size</source>
        <translation>모든 점의 크기가 같음</translation>
    </message>
    <message>
        <source>the least-squares system is singular</source>
        <translation>최소제곱 방정식이 특이함</translation>
    </message>
    <message>
        <source>a single configuration: no reference</source>
        <translation>구성이 하나뿐이라 기준이 없음</translation>
    </message>
</context>
<context>
    <name>SessionText</name>
    <message>
        <source>the member %1 %2</source>
        <translation>%1 항목은 %2</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>문자열이어야 합니다</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>true 또는 false여야 합니다</translation>
    </message>
    <message>
        <source>must be a number from %1 to %2</source>
        <translation>%1에서 %2 사이의 수여야 합니다</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>정수여야 합니다</translation>
    </message>
    <message>
        <source>must be a list of text</source>
        <translation>문자열 목록이어야 합니다</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>객체여야 합니다</translation>
    </message>
    <message>
        <source>must be round, all or org, not &apos;%1&apos;</source>
        <translation>round, all, org 중 하나여야 합니다(지금 값: &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>must be a list of configuration ids or null</source>
        <translation>구성 ID 목록이나 null이어야 합니다</translation>
    </message>
    <message>
        <source>must be kmeans or ward</source>
        <translation>kmeans 또는 ward여야 합니다</translation>
    </message>
    <message>
        <source>names an unknown criterion &apos;%1&apos;</source>
        <translation>알 수 없는 기준을 가리킵니다: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>line %1: not valid JSON (%2)</source>
        <translation>%1번째 줄: 올바른 JSON이 아닙니다(%2)</translation>
    </message>
    <message>
        <source>not a ScaleScope session (the file is not a JSON object)</source>
        <translation>ScaleScope 세션이 아닙니다(파일이 JSON 객체가 아님)</translation>
    </message>
    <message>
        <source>it was written by a newer ScaleScope (session format %1); this version reads format 1. Open it with a newer ScaleScope.</source>
        <translation>더 새로운 ScaleScope가 쓴 세션입니다(세션 형식 %1). 이 버전은 형식 1만 읽습니다. 새 버전의 ScaleScope로 여십시오.</translation>
    </message>
    <message>
        <source>not a ScaleScope session (schema &apos;%1&apos;, expected &apos;%2&apos;)</source>
        <translation>ScaleScope 세션이 아닙니다(스키마 &apos;%1&apos;, 필요한 스키마 &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>목록이어야 합니다</translation>
    </message>
    <message>
        <source>must name a file or folder</source>
        <translation>파일이나 폴더를 가리켜야 합니다</translation>
    </message>
</context>
<context>
    <name>SourceProblemDialog</name>
    <message>
        <source>Open Session</source>
        <translation>세션 열기</translation>
    </message>
    <message>
        <source>The session&apos;s source %1 is not there any more: it was moved, renamed or deleted.</source>
        <translation>세션의 원본이 더 이상 그 자리에 없습니다: %1. 옮겨졌거나 이름이 바뀌었거나 삭제되었습니다.</translation>
    </message>
    <message>
        <source>Locate it to go on with it (the session then remembers the new place), or continue without it.</source>
        <translation>새 위치를 찾아 주면 그대로 이어서 열고 세션도 새 위치를 기억합니다. 찾지 않고 빼고 열 수도 있습니다.</translation>
    </message>
    <message>
        <source>&amp;Locate…</source>
        <translation>위치 찾기(&amp;L)…</translation>
    </message>
    <message>
        <source>The session&apos;s source %1 has changed since the session was saved: its results are not the ones the session was made with.</source>
        <translation>세션을 저장한 뒤 원본이 바뀌었습니다: %1. 지금 결과는 세션을 만들 때의 결과와 다릅니다.</translation>
    </message>
    <message>
        <source>Use it as it is now (the analysis will differ from the saved one), or continue without it.</source>
        <translation>지금 상태 그대로 쓰거나(분석 결과가 저장된 것과 달라집니다), 빼고 열 수 있습니다.</translation>
    </message>
    <message>
        <source>&amp;Use It As It Is Now</source>
        <translation>지금 상태로 사용(&amp;U)</translation>
    </message>
    <message>
        <source>Continue &amp;Without It</source>
        <translation>빼고 계속(&amp;W)</translation>
    </message>
    <message>
        <source>Locate %1</source>
        <translation>%1 위치 찾기</translation>
    </message>
</context>
<context>
    <name>Stability</name>
    <message>
        <source>time to train</source>
        <translation>훈련 시간</translation>
    </message>
    <message>
        <source>efficiency</source>
        <translation>효율성</translation>
    </message>
    <message>
        <source>throughput per accelerator</source>
        <translation>가속기당 처리량</translation>
    </message>
    <message>
        <source>accelerator count</source>
        <translation>가속기 수</translation>
    </message>
    <message>
        <source>energy to train</source>
        <translation>훈련 에너지</translation>
    </message>
    <message numerus="yes">
        <source>Cluster %1, first with your weights, ranks first in %2 of %Ln draw(s).</source>
        <translation>
            <numerusform>지금 가중치에서 1위인 클러스터 %1: 추출 %Ln회 중 %2에서 1위입니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>It stays first whatever the weight of any one criterion, the others keeping their proportions.</source>
        <translation>다른 기준의 비율을 그대로 두면 어느 한 기준의 가중치를 어떻게 바꿔도 1위를 지킵니다.</translation>
    </message>
    <message>
        <source>It is most sensitive to the weight of %1: above %2 of the total weight (now %3), cluster %4 ranks first.</source>
        <translation>가장 민감한 가중치는 %1 가중치입니다. 전체 가중치의 %2(지금 %3)를 넘으면 클러스터 %4 쪽이 1위가 됩니다.</translation>
    </message>
    <message>
        <source>It is most sensitive to the weight of %1: below %2 of the total weight (now %3), cluster %4 ranks first.</source>
        <translation>가장 민감한 가중치는 %1 가중치입니다. 전체 가중치의 %2(지금 %3) 아래로 내려가면 클러스터 %4 쪽이 1위가 됩니다.</translation>
    </message>
</context>
<context>
    <name>StabilityCharts</name>
    <message numerus="yes">
        <source>How often each cluster ranks first — %Ln draw(s)</source>
        <translation>
            <numerusform>클러스터별 1위 빈도 — 추출 %Ln회</numerusform>
        </translation>
    </message>
    <message>
        <source>Share of draws (%)</source>
        <translation>추출 비율(%)</translation>
    </message>
    <message>
        <source>ranks first</source>
        <translation>1위</translation>
    </message>
    <message>
        <source>in the first three</source>
        <translation>3위 안</translation>
    </message>
    <message numerus="yes">
        <source>Rank range of the %n configuration(s) nearest the top</source>
        <translation>
            <numerusform>상위권 구성 %n개의 순위 범위</numerusform>
        </translation>
    </message>
    <message>
        <source>5–95 % of draws</source>
        <translation>추출의 5–95 %</translation>
    </message>
    <message>
        <source>median rank</source>
        <translation>순위 중앙값</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>클러스터</translation>
    </message>
    <message>
        <source>Rank (1 = best)</source>
        <translation>순위(1 = 최고)</translation>
    </message>
    <message>
        <source>%1. %2 ×%3</source>
        <translation>%1. %2 ×%3</translation>
    </message>
    <message>
        <source>at your weights</source>
        <translation>지금 가중치에서</translation>
    </message>
</context>
<context>
    <name>StabilityReport</name>
    <message>
        <source>  cluster  top-1    top-3    median rank (5–95 %)</source>
        <translation>  클러스터     1위      3위 안   순위 중앙값(5–95 %)</translation>
    </message>
    <message>
        <source>  configurations that rank first in some draw:</source>
        <translation>  한 번이라도 1위가 된 구성:</translation>
    </message>
    <message numerus="yes">
        <source>== Stability: %n draw(s), seed %1</source>
        <translation>
            <numerusform>== 안정성: 추출 %n회, 시드 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clustering(s)</source>
        <translation>
            <numerusform>클러스터링 %n가지</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SupercomputerText</name>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>P100 (Piz Daint)</source>
        <translation>P100(Piz Daint)</translation>
    </message>
    <message numerus="yes">
        <source>%1: median ε_eff %2, E %3 over %n configuration(s) at k %4 (%5)</source>
        <translation>
            <numerusform>%1: 구성 %n개, k %4에서 ε_eff 중앙값 %2, E %3 (%5)</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to compare: no P100, V100, A100, H100, A64FX or Xeon Phi configuration has a smaller one of its series to scale from. Open MLPerf HPC results (hpc_results_v0.7 has Piz Daint and Fugaku) beside MLPerf Training results with A100 or H100 systems.</source>
        <translation>비교할 것이 없습니다. P100, V100, A100, H100, A64FX, Xeon Phi 구성 가운데 같은 계열에 기준이 될 더 작은 구성이 있는 것이 없습니다. A100이나 H100 시스템이 있는 MLPerf Training 결과와 함께 MLPerf HPC 결과를 여십시오(hpc_results_v0.7에 Piz Daint와 후가쿠가 있습니다).</translation>
    </message>
    <message>
        <source>On this data %1 scales with the least non-parallel fraction (median ε_eff %2, E %3) and %4 with the most (median ε_eff %5, E %6).</source>
        <translation>이 데이터에서 비병렬화 비율이 가장 작게 확장하는 것은 %1(ε_eff 중앙값 %2, E %3)이고, 가장 큰 것은 %4(ε_eff 중앙값 %5, E %6)입니다.</translation>
    </message>
    <message>
        <source>The A100 and H100 configurations&apos; median ε_eff (%1) is %2 times the P100&apos;s (%3): the faster GPUs carry more non-parallel fraction, as Végh argues for faster compute with the same communication.</source>
        <translation>A100과 H100 구성의 ε_eff 중앙값(%1)은 P100(%3)의 %2배입니다. 더 빠른 GPU일수록 비병렬화 비율이 큽니다. 통신은 그대로인 채 계산만 빨라지면 ε가 커진다는 Végh의 주장과 같습니다.</translation>
    </message>
    <message>
        <source>The A100 and H100 configurations&apos; median ε_eff (%1) is below the P100&apos;s (%2): on this data the faster GPUs carry less non-parallel fraction, so Végh&apos;s argument (faster compute with the same communication raises ε) does not show; these systems differ in interconnect, software and benchmark as well.</source>
        <translation>A100과 H100 구성의 ε_eff 중앙값(%1)은 P100(%2)보다 작습니다. 이 데이터에서는 더 빠른 GPU의 비병렬화 비율이 더 작으므로, 통신은 그대로인 채 계산만 빨라지면 ε가 커진다는 Végh의 주장은 드러나지 않습니다. 이 시스템들은 인터커넥트, 소프트웨어, 벤치마크도 서로 다릅니다.</translation>
    </message>
    <message>
        <source>No P100 configuration is placed: Végh&apos;s comparison needs Piz Daint (MLPerf HPC v0.7, CSCS).</source>
        <translation>배치된 P100 구성이 없습니다. Végh의 비교에는 Piz Daint(MLPerf HPC v0.7, CSCS)가 필요합니다.</translation>
    </message>
    <message>
        <source>No A100 or H100 configuration is placed: open MLPerf Training results (v1.0 or later) to compare the P100 with faster GPUs.</source>
        <translation>배치된 A100이나 H100 구성이 없습니다. P100을 더 빠른 GPU와 비교하려면 MLPerf Training 결과(v1.0 이후)를 여십시오.</translation>
    </message>
    <message>
        <source>Fugaku&apos;s CPU-only runs: median ε_eff %1 and E %2 at k %3, up to %4 processors.</source>
        <translation>후가쿠의 CPU 전용 실행: k %3에서 ε_eff 중앙값 %1, E %2, 프로세서 최대 %4개.</translation>
    </message>
    <message>
        <source>Read with care: %1 rest on fewer than three configurations each, and k is relative to each series&apos; smallest system.</source>
        <translation>해석에 주의하십시오. %1은 각각 구성이 세 개보다 적고, k는 각 계열에서 가장 작은 시스템에 대한 상대값입니다.</translation>
    </message>
    <message>
        <source>A64FX (Fugaku, CPU-only)</source>
        <translation>A64FX(후가쿠, CPU 전용)</translation>
    </message>
    <message>
        <source>Xeon Phi (Cori KNL, CPU-only)</source>
        <translation>Xeon Phi(Cori KNL, CPU 전용)</translation>
    </message>
</context>
<context>
    <name>SurfaceText</name>
    <message>
        <source>negative (super-linear)</source>
        <translation>음수(초선형)</translation>
    </message>
    <message>
        <source>above 10⁻¹</source>
        <translation>10⁻¹ 초과</translation>
    </message>
    <message>
        <source>below 10⁻⁸</source>
        <translation>10⁻⁸ 미만</translation>
    </message>
    <message>
        <source>MLPerf HPC</source>
        <translation>MLPerf HPC</translation>
    </message>
</context>
<context>
    <name>WeakScalingText</name>
    <message>
        <source>Scaled speedup (Gustafson)</source>
        <translation>확장 속도 향상(Gustafson)</translation>
    </message>
    <message>
        <source>Throughput (models per minute)</source>
        <translation>처리량(분당 모델 수)</translation>
    </message>
    <message>
        <source>Time to train (minutes)</source>
        <translation>훈련 시간(분)</translation>
    </message>
    <message>
        <source>No weak scaling for %1: open MLPerf HPC results (hpc_results_v1.0 or later) and choose one of their benchmarks</source>
        <translation>%1에는 약한 확장 결과가 없습니다. MLPerf HPC 결과(hpc_results_v1.0 이후)를 열고 그 벤치마크 중 하나를 고르십시오</translation>
    </message>
    <message>
        <source>No weak-scaling result for %1: every folder has too few models (see the Details and the import report)</source>
        <translation>%1의 약한 확장 결과가 없습니다. 모든 폴더의 모델 수가 너무 적습니다(세부 정보와 가져오기 보고서를 보십시오)</translation>
    </message>
    <message>
        <source>Weak scaling: %1 — %2</source>
        <translation>약한 확장: %1 — %2</translation>
    </message>
    <message>
        <source>Accelerators of the machine (processors when CPU-only)</source>
        <translation>장비의 가속기 수(CPU 전용이면 프로세서 수)</translation>
    </message>
    <message>
        <source>Models trained at once (N)</source>
        <translation>동시에 훈련한 모델 수(N)</translation>
    </message>
    <message>
        <source>ideal: S = N</source>
        <translation>이상적: S = N</translation>
    </message>
    <message>
        <source>Gustafson, α = %1</source>
        <translation>Gustafson, α = %1</translation>
    </message>
    <message>
        <source>Amdahl, ε = %1</source>
        <translation>암달, ε = %1</translation>
    </message>
    <message>
        <source>%1, one model (mean)</source>
        <translation>%1, 모델 하나(평균)</translation>
    </message>
    <message>
        <source>No scaled speedup can be computed: no folder has both its models&apos; times and a time to train them all.</source>
        <translation>확장 속도 향상을 계산할 수 없습니다. 모델별 시간과 전체 훈련 시간을 모두 가진 폴더가 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Fitted on %n weak-scaling result(s) of %1.</source>
        <translation>
            <numerusform>%1의 약한 확장 결과 %n개로 적합했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>At the largest, %1 with %2 models at once, the measured scaled speedup is %3.</source>
        <translation>가장 큰 시스템인 %1(동시에 모델 %2개)에서 측정한 확장 속도 향상은 %3입니다.</translation>
    </message>
    <message>
        <source>Gustafson&apos;s law with the fitted serial fraction α = %1 predicts S = %2 there (SMAPE %3 %).</source>
        <translation>적합한 직렬 비율 α = %1로 Gustafson 법칙은 그곳에서 S = %2를 예측합니다(SMAPE %3 %).</translation>
    </message>
    <message>
        <source>Amdahl&apos;s law with the fitted ε = %1 predicts S = %2 (SMAPE %3 %)</source>
        <translation>적합한 ε = %1로 암달 법칙은 S = %2를 예측하며(SMAPE %3 %)</translation>
    </message>
    <message>
        <source>, and no more than %1 at any size.</source>
        <translation>, 어떤 크기에서도 %1을 넘지 못합니다.</translation>
    </message>
    <message>
        <source>, without a limit (ε = 0).</source>
        <translation>, 한계가 없습니다(ε = 0).</translation>
    </message>
    <message>
        <source>Gustafson&apos;s law fits these results more closely: training more models grows the work with the machine.</source>
        <translation>이 결과에는 Gustafson 법칙이 더 잘 맞습니다. 모델을 더 많이 훈련할수록 장비와 함께 일이 늘어납니다.</translation>
    </message>
    <message>
        <source>Amdahl&apos;s law fits these results more closely: the machine&apos;s shared part limits how many models pay off.</source>
        <translation>이 결과에는 암달 법칙이 더 잘 맞습니다. 장비의 공유 부분이 이득을 보는 모델 수를 제한합니다.</translation>
    </message>
    <message>
        <source>%1 models at once; %2 models per minute</source>
        <translation>동시에 모델 %1개, 분당 모델 %2개</translation>
    </message>
    <message>
        <source>All trained in %1 min</source>
        <translation>모두 훈련하는 데 %1분</translation>
    </message>
    <message>
        <source>%1 accelerators per model as logged; %2 from the machine&apos;s size</source>
        <translation>로그상 모델당 가속기 %1개, 장비 크기로는 %2개</translation>
    </message>
    <message>
        <source>%1 accelerators per model</source>
        <translation>모델당 가속기 %1개</translation>
    </message>
    <message>
        <source>Scaled speedup S = %1, serial fraction α = %2</source>
        <translation>확장 속도 향상 S = %1, 직렬 비율 α = %2</translation>
    </message>
    <message>
        <source>Weak-scaling efficiency %1 against one model alone (%2 min, %3)</source>
        <translation>모델 하나만 훈련할 때(%2분, %3) 대비 약한 확장 효율성 %1</translation>
    </message>
    <message>
        <source>from the strong-scaling fit</source>
        <translation>강한 확장 적합에서</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>측정값</translation>
    </message>
    <message>
        <source>No weak scaling for %1: choose one of the MLPerf HPC benchmarks (%2) in the Benchmark box</source>
        <translation>%1에는 약한 확장이 없습니다. 벤치마크 상자에서 MLPerf HPC 벤치마크(%2) 중 하나를 고르십시오</translation>
    </message>
</context>
<context>
    <name>scalescope::ExportActions</name>
    <message>
        <source>Export Table</source>
        <translation>표 내보내기</translation>
    </message>
    <message>
        <source>There is nothing to export yet: open some results first.</source>
        <translation>아직 내보낼 것이 없습니다. 먼저 결과를 여십시오.</translation>
    </message>
    <message>
        <source>Dataset JSON (*.json)</source>
        <translation>데이터셋 JSON (*.json)</translation>
    </message>
    <message>
        <source>Dataset CSV (*.csv)</source>
        <translation>데이터셋 CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not write %1: %2
Choose another folder or file name.</source>
        <translation>%1에 쓸 수 없습니다: %2
다른 폴더나 파일 이름을 고르십시오.</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1에 저장했습니다</translation>
    </message>
    <message>
        <source>there is nothing to report yet</source>
        <translation>아직 보고할 것이 없습니다</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>보고서 내보내기</translation>
    </message>
    <message>
        <source>There is nothing to report yet: open some results first.</source>
        <translation>아직 보고할 것이 없습니다. 먼저 결과를 여십시오.</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 문서 (*.pdf)</translation>
    </message>
    <message>
        <source>Preparing the report…</source>
        <translation>보고서를 준비하는 중…</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%n page(s))</source>
        <translation>
            <numerusform>%1에 저장했습니다(%n쪽)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::ImportActions</name>
    <message>
        <source>Which Round?</source>
        <translation>어느 라운드입니까?</translation>
    </message>
    <message>
        <source>The path %1 does not say which MLPerf round it holds.
Enter the round (for example 4.0):</source>
        <translation>경로 %1만으로는 어느 MLPerf 라운드인지 알 수 없습니다.
라운드를 입력하십시오(예: 4.0):</translation>
    </message>
    <message>
        <source>Add MLPerf Results Folder</source>
        <translation>MLPerf 결과 폴더 추가</translation>
    </message>
    <message>
        <source>Open MLPerf Results Folder</source>
        <translation>MLPerf 결과 폴더 열기</translation>
    </message>
    <message>
        <source>Add Results File</source>
        <translation>결과 파일 추가</translation>
    </message>
    <message>
        <source>Open Results File</source>
        <translation>결과 파일 열기</translation>
    </message>
    <message>
        <source>Results and datasets (*.csv *.json);;All files (*)</source>
        <translation>결과 및 데이터셋 (*.csv *.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Results, datasets and sessions (*.csv *.json *.%1);;All files (*)</source>
        <translation>결과, 데이터셋, 세션 (*.csv *.json *.%1);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Imports now check runs with the built-in official rules: reopen results to check them again.</source>
        <translation>이제부터 가져오기는 내장 공식 규칙으로 실행을 검사합니다. 다시 검사하려면 결과를 다시 여십시오.</translation>
    </message>
    <message>
        <source>Folder of an mlperf_logging Checkout</source>
        <translation>mlperf_logging 체크아웃 폴더</translation>
    </message>
    <message>
        <source>MLPerf Rules</source>
        <translation>MLPerf 규칙</translation>
    </message>
    <message>
        <source>The rules in %1 cannot be used:
%2

The rules in use stay as they were.</source>
        <translation>%1의 규칙을 쓸 수 없습니다:
%2

지금 쓰는 규칙을 그대로 둡니다.</translation>
    </message>
    <message>
        <source>Imports now check runs with %1: reopen results to check them again.</source>
        <translation>이제부터 가져오기는 %1로 실행을 검사합니다. 다시 검사하려면 결과를 다시 여십시오.</translation>
    </message>
    <message>
        <source>Not opened: no round was given for %1.</source>
        <translation>%1의 라운드를 지정하지 않아 열지 않았습니다.</translation>
    </message>
    <message>
        <source>Import Probe Run</source>
        <translation>프로브 실행 가져오기</translation>
    </message>
    <message>
        <source>%1 cannot be imported: %2</source>
        <translation>가져올 수 없습니다: %1 — %2</translation>
    </message>
</context>
<context>
    <name>scalescope::MainMenus</name>
    <message>
        <source>&amp;Built-in Rules (mlcommons/logging %1)</source>
        <translation>내장 규칙(&amp;B) (mlcommons/logging %1)</translation>
    </message>
    <message>
        <source>Rules From an mlperf_logging &amp;Folder…</source>
        <translation>mlperf_logging 폴더의 규칙(&amp;F)…</translation>
    </message>
    <message>
        <source>Rules From %1…</source>
        <translation>%1의 규칙…</translation>
    </message>
    <message>
        <source>Check runs with the rule files of an mlperf_logging checkout, for a round published after this version of ScaleScope</source>
        <translation>이 버전의 ScaleScope 이후에 발표된 라운드를 위해 mlperf_logging 체크아웃의 규칙 파일로 실행을 검사합니다</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open File…</source>
        <translation>파일 열기(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a results table (CSV) or a ScaleScope dataset (JSON or CSV) in place of what is open</source>
        <translation>지금 연 데이터 대신 결과 표(CSV)나 ScaleScope 데이터셋(JSON 또는 CSV)을 엽니다</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>폴더 열기(&amp;F)…</translation>
    </message>
    <message>
        <source>Open an MLPerf Training or HPC results folder in place of what is open</source>
        <translation>지금 연 데이터 대신 MLPerf Training이나 HPC 결과 폴더를 엽니다</translation>
    </message>
    <message>
        <source>&amp;Add File…</source>
        <translation>파일 추가(&amp;A)…</translation>
    </message>
    <message>
        <source>Add a results table or dataset to what is open (a configuration already open is replaced)</source>
        <translation>지금 연 데이터에 결과 표나 데이터셋을 더합니다(이미 열린 구성은 새것으로 바뀝니다)</translation>
    </message>
    <message>
        <source>Add Fol&amp;der…</source>
        <translation>폴더 추가(&amp;D)…</translation>
    </message>
    <message>
        <source>Add another round or results folder to what is open (a configuration already open is replaced)</source>
        <translation>지금 연 데이터에 다른 라운드나 결과 폴더를 더합니다(이미 열린 구성은 새것으로 바뀝니다)</translation>
    </message>
    <message>
        <source>Open &amp;Sample</source>
        <translation>샘플 열기(&amp;S)</translation>
    </message>
    <message>
        <source>Open the embedded sample: real MLPerf Training results v1.0, v3.1 and v4.0</source>
        <translation>내장 샘플을 엽니다: 실제 MLPerf Training 결과 v1.0, v3.1, v4.0</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>최근 항목 열기(&amp;R)</translation>
    </message>
    <message>
        <source>MLPerf &amp;Rules</source>
        <translation>MLPerf 규칙(&amp;R)</translation>
    </message>
    <message>
        <source>Open Sess&amp;ion…</source>
        <translation>세션 열기(&amp;I)…</translation>
    </message>
    <message>
        <source>Open a saved session: its data, settings, selection and views</source>
        <translation>저장한 세션을 엽니다: 데이터, 설정, 선택, 보기</translation>
    </message>
    <message>
        <source>Sa&amp;ve Session</source>
        <translation>세션 저장(&amp;V)</translation>
    </message>
    <message>
        <source>Save what is open, the analysis settings, the selection and the views as a session</source>
        <translation>연 데이터, 분석 설정, 선택, 보기를 세션으로 저장합니다</translation>
    </message>
    <message>
        <source>Save Session &amp;As…</source>
        <translation>다른 이름으로 세션 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>Recent Sessio&amp;ns</source>
        <translation>최근 세션(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Export Table</source>
        <translation>표 내보내기(&amp;E)</translation>
    </message>
    <message>
        <source>All Rows as CSV…</source>
        <translation>모든 행을 CSV로…</translation>
    </message>
    <message>
        <source>Filtered Rows as CSV…</source>
        <translation>필터링된 행을 CSV로…</translation>
    </message>
    <message>
        <source>All Rows as Dataset JSON…</source>
        <translation>모든 행을 데이터셋 JSON으로…</translation>
    </message>
    <message>
        <source>Filtered Rows as Dataset JSON…</source>
        <translation>필터링된 행을 데이터셋 JSON으로…</translation>
    </message>
    <message>
        <source>Export &amp;Report (PDF)…</source>
        <translation>보고서 내보내기(PDF)(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>검색(&amp;S)</translation>
    </message>
    <message>
        <source>Import &amp;Report…</source>
        <translation>가져오기 보고서(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>Quick &amp;Help</source>
        <translation>빠른 도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About ScaleScope</source>
        <translation>ScaleScope 정보(&amp;A)</translation>
    </message>
</context>
<context>
    <name>scalescope::MainWindow</name>
    <message>
        <source>Details</source>
        <translation>세부 정보</translation>
    </message>
    <message>
        <source>ScaleScope[*]</source>
        <translation>ScaleScope[*]</translation>
    </message>
    <message>
        <source>ScaleScope — %1[*]</source>
        <translation>ScaleScope — %1[*]</translation>
    </message>
    <message>
        <source>%1 is selected but hidden by the table&apos;s filters.</source>
        <translation>선택한 구성이 표 필터에 가려 보이지 않습니다: %1.</translation>
    </message>
</context>
<context>
    <name>scalescope::SessionActions</name>
    <message>
        <source>This work has not been saved as a session. Save it as a session first, so that it reopens with the same data and analysis settings?</source>
        <translation>이 작업은 아직 세션으로 저장하지 않았습니다. 같은 데이터와 분석 설정으로 다시 열 수 있도록 먼저 세션으로 저장할까요?</translation>
    </message>
    <message>
        <source>The open data or the analysis settings changed since the session was saved. Save the session first?</source>
        <translation>세션을 저장한 뒤 연 데이터나 분석 설정이 바뀌었습니다. 먼저 세션을 저장할까요?</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>저장하지 않은 변경</translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation>세션 저장</translation>
    </message>
    <message>
        <source>There is nothing to save yet: open some results first.</source>
        <translation>아직 저장할 것이 없습니다. 먼저 결과를 여십시오.</translation>
    </message>
    <message>
        <source>ScaleScope sessions (*.%1)</source>
        <translation>ScaleScope 세션 (*.%1)</translation>
    </message>
    <message>
        <source>Could not write %1: %2
Choose another folder or file name; the file that was there is unchanged.</source>
        <translation>%1에 쓸 수 없습니다: %2
다른 폴더나 파일 이름을 고르십시오. 원래 있던 파일은 그대로입니다.</translation>
    </message>
    <message>
        <source>Saved the session as %1</source>
        <translation>세션을 %1에 저장했습니다</translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation>세션 열기</translation>
    </message>
    <message>
        <source>ScaleScope sessions (*.%1);;All files (*)</source>
        <translation>ScaleScope 세션 (*.%1);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2
Nothing was changed.</source>
        <translation>열 수 없습니다(%1): %2
아무것도 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <source>%1 has no data left to open: none of its sources could be found. Nothing was changed.</source>
        <translation>%1에는 열 데이터가 남지 않았습니다. 원본을 하나도 찾을 수 없습니다. 아무것도 바뀌지 않았습니다.</translation>
    </message>
</context>
<context>
    <name>scalescope::SessionViews</name>
    <message>
        <source>The session&apos;s probe run %1 could not be opened: %2</source>
        <translation>세션의 프로브 실행을 열 수 없습니다(%1): %2</translation>
    </message>
</context>
<context>
    <name>scalescope::StatusArea</name>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Importing %v of %m files</source>
        <translation>파일 %m개 중 %v개 가져오는 중</translation>
    </message>
    <message>
        <source>Click for the import report (Ctrl+R)</source>
        <translation>눌러서 가져오기 보고서 보기 (Ctrl+R)</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>가져오는 중…</translation>
    </message>
    <message>
        <source>No data loaded</source>
        <translation>불러온 데이터 없음</translation>
    </message>
    <message numerus="yes">
        <source>%n configuration(s), %1 with an official score</source>
        <translation>
            <numerusform>구성 %n개, 공식 점수가 있는 구성 %1개</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 configurations shown (filtered)</source>
        <translation>구성 %2개 중 %1개 표시(필터 적용)</translation>
    </message>
    <message>
        <source>The official rules in %1 cannot be read (%2): the built-in rules are used.</source>
        <translation>%1의 공식 규칙을 읽을 수 없어(%2) 내장 규칙을 씁니다.</translation>
    </message>
    <message>
        <source>Import cancelled: the previous data is unchanged.</source>
        <translation>가져오기를 취소했습니다. 이전 데이터는 그대로입니다.</translation>
    </message>
    <message>
        <source>The session was not opened.</source>
        <translation>세션을 열지 않았습니다.</translation>
    </message>
    <message>
        <source>The session&apos;s data could not be imported. %1</source>
        <translation>세션의 데이터를 가져올 수 없습니다. %1</translation>
    </message>
    <message>
        <source>Nothing was imported. %1</source>
        <translation>가져온 항목이 없습니다. %1</translation>
    </message>
    <message>
        <source>Copied the chart to the clipboard as an image.</source>
        <translation>차트를 이미지로 클립보드에 복사했습니다.</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1에 저장했습니다</translation>
    </message>
</context>
<context>
    <name>scalescope::charts::ChartEditDialog</name>
    <message>
        <source>Edit Chart</source>
        <translation>차트 편집</translation>
    </message>
    <message>
        <source>Leave empty for the chart&apos;s own title</source>
        <translation>비워 두면 차트의 원래 제목을 씁니다</translation>
    </message>
    <message>
        <source>Chart &amp;title:</source>
        <translation>차트 제목(&amp;T):</translation>
    </message>
    <message>
        <source>Horizontal axis</source>
        <translation>가로축</translation>
    </message>
    <message>
        <source>Vertical axis</source>
        <translation>세로축</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>자동</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>선형</translation>
    </message>
    <message>
        <source>Logarithmic</source>
        <translation>로그</translation>
    </message>
    <message>
        <source>T&amp;itle:</source>
        <translation>제목(&amp;I):</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>시작(&amp;F):</translation>
    </message>
    <message>
        <source>T&amp;o:</source>
        <translation>끝(&amp;O):</translation>
    </message>
    <message>
        <source>&amp;Scale:</source>
        <translation>눈금(&amp;S):</translation>
    </message>
    <message>
        <source>Give both ends of the range as numbers, or leave both empty for the automatic range.</source>
        <translation>범위의 시작과 끝을 모두 숫자로 입력하거나, 자동 범위를 쓰려면 둘 다 비워 두십시오.</translation>
    </message>
    <message>
        <source>The range must start below where it ends.</source>
        <translation>범위의 시작은 끝보다 작아야 합니다.</translation>
    </message>
    <message>
        <source>A log scale starts above zero: give a start above 0.</source>
        <translation>로그 눈금은 0보다 큰 값에서 시작합니다. 0보다 큰 시작 값을 입력하십시오.</translation>
    </message>
    <message>
        <source>Horizontal axis: %1</source>
        <translation>가로축: %1</translation>
    </message>
    <message>
        <source>Vertical axis: %1</source>
        <translation>세로축: %1</translation>
    </message>
</context>
<context>
    <name>scalescope::charts::ChartExportDialog</name>
    <message>
        <source>Export Chart</source>
        <translation>차트 내보내기</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 이미지</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG 그림</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF 문서</translation>
    </message>
    <message>
        <source>Plotted data (CSV)</source>
        <translation>그린 데이터(CSV)</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>형식(&amp;F):</translation>
    </message>
    <message>
        <source>&amp;Width (pixels):</source>
        <translation>너비(픽셀)(&amp;W):</translation>
    </message>
    <message>
        <source>&amp;Height (pixels):</source>
        <translation>높이(픽셀)(&amp;H):</translation>
    </message>
    <message>
        <source>&amp;Resolution (DPI):</source>
        <translation>해상도(DPI)(&amp;R):</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 파일 (*.%2)</translation>
    </message>
    <message>
        <source>Could not write %1: %2
Choose another folder or file name.</source>
        <translation>%1에 쓸 수 없습니다: %2
다른 폴더나 파일 이름을 고르십시오.</translation>
    </message>
    <message>
        <source>Image on the clipboard</source>
        <translation>클립보드에 이미지로</translation>
    </message>
</context>
<context>
    <name>scalescope::charts::ChartPanel</name>
    <message>
        <source>Export…</source>
        <translation>내보내기…</translation>
    </message>
    <message numerus="yes">
        <source>%n more configuration(s) here: %1</source>
        <translation>
            <numerusform>이 자리에 구성 %n개가 더 있습니다: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>범례</translation>
    </message>
    <message>
        <source>Show or hide the legend (click an entry in it to hide or show its series)</source>
        <translation>범례를 보이거나 숨깁니다 (범례 항목을 누르면 그 계열을 숨기거나 보입니다)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>축소(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>확대 초기화(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit Chart…</source>
        <translation>차트 편집(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Copy Image</source>
        <translation>이미지 복사(&amp;C)</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>내보내기(&amp;X)…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>편집…</translation>
    </message>
    <message>
        <source>Edit the chart&apos;s title, and each axis&apos; title, range and scale (E on the chart, or right-click it)</source>
        <translation>차트 제목과 각 축의 제목, 범위, 눈금을 편집합니다 (차트에서 E 키 또는 오른쪽 클릭)</translation>
    </message>
    <message>
        <source>Export the chart as PNG, SVG or PDF, or the data it plots as CSV (Ctrl+C on the chart copies it as an image)</source>
        <translation>차트를 PNG, SVG, PDF로, 또는 그린 데이터를 CSV로 내보냅니다 (차트에서 Ctrl+C를 누르면 이미지로 복사합니다)</translation>
    </message>
    <message>
        <source>Reset</source>
        <comment>zoom</comment>
        <translation>초기화</translation>
    </message>
    <message>
        <source>Reset the zoom. Drag to zoom, wheel to zoom, middle-drag or arrow keys to pan, R or double-click to reset</source>
        <translation>확대를 초기화합니다. 끌어서 확대, 휠로 확대/축소, 가운데 버튼 끌기나 화살표 키로 이동, R 또는 두 번 클릭으로 초기화</translation>
    </message>
    <message>
        <source>Lines: %1.</source>
        <translation>선: %1.</translation>
    </message>
    <message>
        <source>%1 Lines: %2.</source>
        <translation>%1 선: %2.</translation>
    </message>
    <message>
        <source>&amp;Lasso Selection (Shift-drag)</source>
        <translation>올가미 선택(Shift+끌기)(&amp;L)</translation>
    </message>
    <message>
        <source>Shift-drag now draws a lasso around the points to select (L: a rectangle again).</source>
        <translation>이제 Shift+끌기로 선택할 점을 올가미로 둘러쌉니다(L을 누르면 다시 사각형).</translation>
    </message>
    <message>
        <source>Shift-drag now draws a rectangle around the points to select (L: a lasso).</source>
        <translation>이제 Shift+끌기로 선택할 점을 사각형으로 둘러쌉니다(L을 누르면 올가미).</translation>
    </message>
</context>
<context>
    <name>scalescope::charts::EfficiencySurfaceChart</name>
    <message>
        <source>this machine (synthetic step)</source>
        <translation>이 컴퓨터(합성 훈련 단계)</translation>
    </message>
    <message>
        <source>Efficiency E</source>
        <translation>효율성 E</translation>
    </message>
    <message>
        <source>Efficiency surface E(k, ε) = 1/(k·ε + 1 − ε)</source>
        <translation>효율성 표면 E(k, ε) = 1/(k·ε + 1 − ε)</translation>
    </message>
    <message>
        <source>Relative size k = N/N_ref (log scale)</source>
        <translation>상대 크기 k = N/N_ref (로그 축)</translation>
    </message>
    <message>
        <source>Non-parallel fraction ε (log scale)</source>
        <translation>비병렬화 비율 ε (로그 축)</translation>
    </message>
    <message>
        <source>configurations (k, ε_eff)</source>
        <translation>구성 (k, ε_eff)</translation>
    </message>
    <message>
        <source>off the grid</source>
        <translation>격자 밖</translation>
    </message>
    <message>
        <source>after compute ×%1</source>
        <translation>계산 ×%1 이후</translation>
    </message>
    <message>
        <source>planned</source>
        <translation>계획</translation>
    </message>
    <message>
        <source>cluster, MPI ranks (synthetic step)</source>
        <translation>클러스터, MPI 랭크(합성 훈련 단계)</translation>
    </message>
    <message>
        <source>The efficiency surface is always drawn on log–log axes.</source>
        <translation>효율성 표면은 항상 로그-로그 축으로 그립니다.</translation>
    </message>
</context>
<context>
    <name>scalescope::dialogs::HelpDialog</name>
    <message>
        <source>ScaleScope Help</source>
        <translation>ScaleScope 도움말</translation>
    </message>
    <message>
        <source>&lt;p&gt;ScaleScope shows how MLPerf Training results scale with the number of accelerators, which configurations the three-phase method recommends, and how your own machine compares. The bar above the tabs chooses the benchmark, where references are chosen and whether only the table&apos;s filtered rows are analysed; every tab shows that one analysis. Select a configuration anywhere and every tab shows it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;ScaleScope는 MLPerf Training 결과가 가속기 수에 따라 어떻게 확장되는지, 3단계 방법이 어떤 구성을 추천하는지, 내 컴퓨터는 어느 정도인지 보여 줍니다. 탭 위의 막대에서 벤치마크, 기준점을 고르는 범위, 표에서 필터링한 행만 분석할지를 정합니다. 모든 탭이 이 하나의 분석을 보여 줍니다. 어디서든 구성을 선택하면 모든 탭에 표시됩니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>표</translation>
    </message>
    <message>
        <source>&lt;p&gt;One row per result folder: its official score (the olympic mean of its valid runs, as MLCommons computes it), accelerators, runs, and the analysis&apos; figures (efficiency, rank). Filter with the boxes and search (Ctrl+F); right-click the header to choose columns. The Details pane shows how the score was computed and every run.&lt;/p&gt;</source>
        <translation>&lt;p&gt;결과 폴더마다 한 행입니다. 공식 점수(MLCommons 방식대로 유효한 실행의 올림픽 평균), 가속기, 실행, 분석 수치(효율성, 순위)를 보여 줍니다. 위쪽 상자와 검색(Ctrl+F)으로 거르고, 머리글을 오른쪽 클릭하면 열을 고를 수 있습니다. 세부 정보 창에는 점수 계산 과정과 모든 실행이 나옵니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>확장성</translation>
    </message>
    <message>
        <source>Efficiency surface</source>
        <translation>효율성 표면</translation>
    </message>
    <message>
        <source>&lt;p&gt;E(k, ε) = 1/(k·ε + 1 − ε): the colour is the efficiency at relative size k and non-parallel fraction ε; the lines are E = 0.9 … 0.1. Each configuration sits at its k and measured ε_eff. &lt;i&gt;Compute faster by&lt;/i&gt; moves every point to ε&apos; = f·ε/(f·ε + 1 − ε): faster compute with the same communication lowers efficiency (f below 1 is a slowdown). The read-out gives E before and after and the real gain T/T&apos; for the selection. &lt;i&gt;Whole grid&lt;/i&gt; shows k up to 10⁶ and ε 10⁻⁸ … 10⁻¹.&lt;/p&gt;</source>
        <translation>&lt;p&gt;E(k, ε) = 1/(k·ε + 1 − ε): 색은 상대 크기 k와 비병렬화 비율 ε에서의 효율성이고, 선은 E = 0.9 … 0.1입니다. 각 구성은 자신의 k와 측정된 ε_eff 위치에 놓입니다. &lt;i&gt;계산 가속 배수&lt;/i&gt;를 바꾸면 모든 점이 ε&apos; = f·ε/(f·ε + 1 − ε)로 옮겨 갑니다. 통신은 그대로인데 계산만 빨라지면 효율성이 떨어집니다(f가 1보다 작으면 느려지는 경우입니다). 아래 수치는 선택한 구성의 전후 E와 실제 이득 T/T&apos;입니다. &lt;i&gt;전체 격자&lt;/i&gt;는 k를 10⁶까지, ε를 10⁻⁸ … 10⁻¹ 범위로 보여 줍니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>클러스터</translation>
    </message>
    <message>
        <source>&lt;p&gt;Phase 1 keeps the variables that vary, are present and are not near-copies of each other (tick or untick to decide yourself); phase 2 clusters the configurations on them. The sweep shows k = 2 … 10 with four indices; ★ marks the k each prefers (silhouette and Calinski–Harabasz: higher is better; Davies–Bouldin: lower; inertia: its elbow). Click a row to use that k. Pale points were placed from the variables they have, some being missing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;1단계는 값이 달라지고, 빠진 값이 적고, 서로 거의 같지 않은 변수를 남깁니다(체크해서 직접 정할 수도 있습니다). 2단계는 그 변수로 구성을 클러스터링합니다. 탐색 표는 k = 2 … 10을 네 지표로 보여 주며, ★는 각 지표가 고른 k입니다(실루엣과 Calinski–Harabasz는 클수록, Davies–Bouldin은 작을수록 좋고, 관성은 팔꿈치 지점). 행을 누르면 그 k를 적용합니다. 옅은 점은 일부 변수가 없어 가진 변수만으로 배치한 것입니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>순위</translation>
    </message>
    <message>
        <source>&lt;p&gt;TOPSIS ranks the configurations and clusters by the weighted criteria: move a slider and only the ranking runs again. The Pareto chart shows the configurations no other beats on both time and accelerators. File ▸ Export Report writes all of it as a PDF.&lt;/p&gt;</source>
        <translation>&lt;p&gt;TOPSIS가 가중치를 준 기준으로 구성과 클러스터의 순위를 매깁니다. 슬라이더를 움직이면 순위만 다시 계산합니다. 파레토 차트는 시간과 가속기 수 모두에서 다른 구성에 뒤지지 않는 구성을 보여 줍니다. 파일 ▸ 보고서 내보내기로 이 모든 내용을 PDF로 저장합니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Probe</source>
        <translation>프로브</translation>
    </message>
    <message>
        <source>&lt;p&gt;Measures this computer (or its GPUs): matrix throughput, memory and host bandwidth, latency, all-reduce and a synthetic data-parallel training step. Runs are kept under Runs; compare two runs, and the training step appears as &quot;this machine&quot; on the Scaling tab and the surface.&lt;/p&gt;</source>
        <translation>&lt;p&gt;이 컴퓨터(또는 GPU)를 측정합니다. 행렬 처리량, 메모리와 호스트 대역폭, 지연 시간, all-reduce, 합성 데이터 병렬 훈련 단계를 잽니다. 실행 기록은 실행 목록에 남고, 두 실행을 비교할 수 있으며, 훈련 단계 결과는 확장성 탭과 효율성 표면에 &quot;이 컴퓨터&quot;로 나타납니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>단축키</translation>
    </message>
    <message>
        <source>&lt;p&gt;A metric against accelerators on log axes, one series per accelerator model (per round when references are per round). Dashed: ideal scaling from the series&apos; reference; solid: the Amdahl fit T = a + b/k, least squares on relative residuals (weights 1/T²), with its ε in the legend and its R² and worst relative residual in each point&apos;s tooltip. Choose &lt;i&gt;Amdahl fit residual&lt;/i&gt; to see how far each point lies from its fit. Hover a point for its configuration, click it to select it, click a legend entry to hide its series.&lt;/p&gt;</source>
        <translation>&lt;p&gt;로그 축 위에 가속기 수에 따른 지표를 그립니다. 가속기 모델마다 계열 하나이며, 기준점을 라운드별로 잡으면 라운드마다 계열이 나뉩니다. 점선은 계열 기준점에서 본 이상적 확장성, 실선은 상대 잔차 최소제곱(가중치 1/T²)으로 맞춘 암달 적합 T = a + b/k입니다. 범례에는 ε가, 각 점의 도움말에는 R²와 최대 상대 잔차가 나옵니다. &lt;i&gt;암달 적합 잔차&lt;/i&gt;를 고르면 각 점이 적합선에서 얼마나 떨어졌는지 볼 수 있습니다. 점 위에 마우스를 올리면 구성이 보이고, 누르면 선택되며, 범례 항목을 누르면 그 계열을 숨깁니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Weak scaling</source>
        <translation>약한 확장</translation>
    </message>
    <message>
        <source>&lt;p&gt;MLPerf HPC&apos;s weak scaling: many models trained at once on one machine. Each point is a result: N models, trained to the target in the time from the first run_start to the last run_stop. &lt;i&gt;Scaled speedup&lt;/i&gt; is Gustafson&apos;s S = N · T1 / that time, T1 being one model&apos;s time alone (the same machine&apos;s strong-scaling time at the model&apos;s size where one was measured, else the models&apos; own mean); the ideal is S = N. Gustafson&apos;s law S = N − α(N − 1) and Amdahl&apos;s S = 1/(ε + (1 − ε)/N) are fitted to the points, and the text below says what each predicts at the largest system. Hover a point for its figures, click it to select it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;MLPerf HPC의 약한 확장: 한 장비에서 여러 모델을 동시에 훈련합니다. 점 하나가 결과 하나로, 모델 N개를 첫 run_start부터 마지막 run_stop까지의 시간 안에 목표까지 훈련합니다. &lt;i&gt;확장 속도 향상&lt;/i&gt;은 Gustafson의 S = N · T1 / 그 시간이며, T1은 모델 하나만 훈련하는 시간입니다(같은 장비에서 모델 크기로 측정한 강한 확장 시간이 있으면 그것을, 없으면 모델들의 평균을 씁니다). 이상적인 값은 S = N입니다. Gustafson 법칙 S = N − α(N − 1)과 암달 법칙 S = 1/(ε + (1 − ε)/N)을 점들에 적합하고, 아래 글에서 각 법칙이 가장 큰 시스템에서 무엇을 예측하는지 알려 줍니다. 점 위에 포인터를 올리면 수치를, 클릭하면 선택합니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Planner</source>
        <translation>계획</translation>
    </message>
    <message>
        <source>&lt;p&gt;Time to train for an accelerator and a count nobody measured, from that accelerator&apos;s fitted series, with a 95 % prediction interval, the efficiency and ε at that count, and the cost; or the cheapest configurations that train within a time, or the fastest within a budget. The planned point appears on the Scaling tab.&lt;/p&gt;</source>
        <translation>&lt;p&gt;아무도 측정하지 않은 가속기와 개수에 대한 훈련 시간을 그 가속기의 적합 계열로 구하고, 95 % 예측 구간, 그 개수에서의 효율성과 ε, 비용을 알려 줍니다. 또는 정해진 시간 안에 훈련하는 가장 싼 구성이나, 예산 안에서 가장 빠른 구성을 찾습니다. 계획한 점은 확장성 탭에 나타납니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With MLPerf HPC results open, &lt;i&gt;MLPerf HPC systems&lt;/i&gt; places the supercomputers&apos; strong scaling beside the benchmark, and &lt;i&gt;Show: supercomputers vs GPU clusters (Végh)&lt;/i&gt; draws every benchmark&apos;s configurations by accelerator family (Piz Daint&apos;s P100s, the V100 machines, A100, H100/H200, Fugaku&apos;s and Cori&apos;s CPU-only processors) with their medians and the sentence the numbers support.&lt;/p&gt;</source>
        <translation>&lt;p&gt;MLPerf HPC 결과를 열면 &lt;i&gt;MLPerf HPC 시스템&lt;/i&gt;이 슈퍼컴퓨터의 강한 확장을 벤치마크 옆에 배치하고, &lt;i&gt;표시: 슈퍼컴퓨터 대 GPU 클러스터(Végh)&lt;/i&gt;는 모든 벤치마크의 구성을 가속기 계열별로(Piz Daint의 P100, V100 장비, A100, H100/H200, 후가쿠와 Cori의 CPU 전용 프로세서) 그리고 계열별 중앙값과 수치가 뒷받침하는 문장과 함께 그립니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;table cellspacing=&quot;4&quot;&gt;&lt;tr&gt;&lt;td&gt;Ctrl+O, Ctrl+Shift+O&lt;/td&gt;&lt;td&gt;open a file, open a folder&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Alt+O&lt;/td&gt;&lt;td&gt;add a folder to what is open&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+S, Ctrl+Shift+S&lt;/td&gt;&lt;td&gt;save the session, save it as&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Tab, Ctrl+Shift+Tab, Ctrl+PgDown, Ctrl+PgUp&lt;/td&gt;&lt;td&gt;next and previous tab&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Alt+T, Alt+S, Alt+W, Alt+U, Alt+L, Alt+K, Alt+A, Alt+P&lt;/td&gt;&lt;td&gt;the tabs&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+F&lt;/td&gt;&lt;td&gt;search the table&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+R&lt;/td&gt;&lt;td&gt;the import report&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+E, Ctrl+Shift+P&lt;/td&gt;&lt;td&gt;export the filtered table, export the report&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;On a chart: drag, wheel, + and −&lt;/td&gt;&lt;td&gt;zoom&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;On a chart: middle-drag, arrow keys&lt;/td&gt;&lt;td&gt;pan&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;On a chart: R, double-click&lt;/td&gt;&lt;td&gt;reset the zoom&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;On a chart: E, right-click&lt;/td&gt;&lt;td&gt;edit its title, axis ranges and scales; the chart&apos;s menu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;On a chart: Ctrl+C&lt;/td&gt;&lt;td&gt;copy the chart as an image&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;On a chart: Shift-drag, Ctrl+Shift-drag&lt;/td&gt;&lt;td&gt;select the points enclosed, add them&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;On a chart: L&lt;/td&gt;&lt;td&gt;Shift-drag draws a free-hand lasso, or a rectangle again&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;On a chart or the table: Ctrl-click, Shift-click&lt;/td&gt;&lt;td&gt;add to the selection or take out&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table cellspacing=&quot;4&quot;&gt;&lt;tr&gt;&lt;td&gt;Ctrl+O, Ctrl+Shift+O&lt;/td&gt;&lt;td&gt;파일 열기, 폴더 열기&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Alt+O&lt;/td&gt;&lt;td&gt;열린 데이터에 폴더 추가&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+S, Ctrl+Shift+S&lt;/td&gt;&lt;td&gt;세션 저장, 다른 이름으로 저장&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Tab, Ctrl+Shift+Tab, Ctrl+PgDown, Ctrl+PgUp&lt;/td&gt;&lt;td&gt;다음 탭, 이전 탭&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Alt+T, Alt+S, Alt+W, Alt+U, Alt+L, Alt+K, Alt+A, Alt+P&lt;/td&gt;&lt;td&gt;각 탭&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+F&lt;/td&gt;&lt;td&gt;표 검색&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+R&lt;/td&gt;&lt;td&gt;가져오기 보고서&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+E, Ctrl+Shift+P&lt;/td&gt;&lt;td&gt;필터링한 표 내보내기, 보고서 내보내기&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;차트에서: 드래그, 휠, +와 −&lt;/td&gt;&lt;td&gt;확대/축소&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;차트에서: 가운데 버튼 드래그, 화살표 키&lt;/td&gt;&lt;td&gt;이동&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;차트에서: R, 두 번 클릭&lt;/td&gt;&lt;td&gt;확대/축소 초기화&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;차트에서: E, 오른쪽 클릭&lt;/td&gt;&lt;td&gt;제목, 축 범위와 눈금 편집, 차트 메뉴&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;차트에서: Ctrl+C&lt;/td&gt;&lt;td&gt;차트를 이미지로 복사&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;차트에서: Shift+끌기, Ctrl+Shift+끌기&lt;/td&gt;&lt;td&gt;둘러싼 점 선택, 선택에 추가&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;차트에서: L&lt;/td&gt;&lt;td&gt;Shift+끌기로 자유 곡선 올가미를 그리거나 다시 사각형으로&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;차트나 표에서: Ctrl+클릭, Shift+클릭&lt;/td&gt;&lt;td&gt;선택에 추가하거나 빼기&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>scalescope::dialogs::ImportReportDialog</name>
    <message>
        <source>Import Report</source>
        <translation>가져오기 보고서</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>표시(&amp;O):</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>전부</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation>경고와 오류</translation>
    </message>
    <message>
        <source>Errors only</source>
        <translation>오류만</translation>
    </message>
    <message>
        <source>&amp;Copy All</source>
        <translation>모두 복사(&amp;C)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>파일 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a problem to read it in full.</source>
        <translation>문제를 선택하면 전체 내용을 볼 수 있습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>%n개 표시</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::models::ConfigurationTableModel</name>
    <message>
        <source>on-premise</source>
        <translation>온프레미스</translation>
    </message>
    <message>
        <source>cloud</source>
        <translation>클라우드</translation>
    </message>
    <message>
        <source>preview</source>
        <translation>프리뷰</translation>
    </message>
    <message>
        <source>research</source>
        <translation>연구용</translation>
    </message>
    <message>
        <source>No official score</source>
        <translation>공식 점수 없음</translation>
    </message>
    <message>
        <source>CPU-only system: the count is of processors</source>
        <translation>CPU 전용 시스템: 프로세서 수입니다</translation>
    </message>
    <message>
        <source>(CPU only)</source>
        <translation>(CPU 전용)</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>해당 없음</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>라운드</translation>
    </message>
    <message>
        <source>Organisation</source>
        <translation>조직</translation>
    </message>
    <message>
        <source>Submitter</source>
        <translation>제출자</translation>
    </message>
    <message>
        <source>System</source>
        <translation>시스템</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>벤치마크</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>가속기</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>가속기 수</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>노드 수</translation>
    </message>
    <message>
        <source>Time to train (min)</source>
        <translation>훈련 시간(분)</translation>
    </message>
    <message>
        <source>Valid runs</source>
        <translation>유효 실행</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>부문</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>출시 상태</translation>
    </message>
    <message>
        <source>(not in catalog)</source>
        <translation>(카탈로그에 없음)</translation>
    </message>
    <message>
        <source>System name</source>
        <translation>시스템 이름</translation>
    </message>
    <message>
        <source>Catalog entry</source>
        <translation>카탈로그 항목</translation>
    </message>
    <message>
        <source>Throughput (samples/s)</source>
        <translation>처리량(샘플/초)</translation>
    </message>
    <message>
        <source>Per accelerator (samples/s)</source>
        <translation>가속기당 처리량(샘플/초)</translation>
    </message>
    <message>
        <source>Accelerator-minutes</source>
        <translation>가속기·분</translation>
    </message>
    <message>
        <source>Host CPU</source>
        <translation>호스트 CPU</translation>
    </message>
    <message>
        <source>Host cores per accelerator</source>
        <translation>가속기당 호스트 코어</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>인터커넥트</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>프레임워크</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>출처</translation>
    </message>
    <message>
        <source>No analysis yet</source>
        <translation>아직 분석 결과가 없습니다</translation>
    </message>
    <message>
        <source>Not in the analysis shown (benchmark %1, with its filters and scope)</source>
        <translation>표시 중인 분석에 들어 있지 않습니다 (벤치마크 %1, 현재 필터와 범위 기준)</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>속도 향상</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>효율성</translation>
    </message>
    <message>
        <source>ε_eff</source>
        <translation>ε_eff</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>클러스터</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>순위</translation>
    </message>
    <message>
        <source>Energy to train (kJ)</source>
        <translation>훈련 에너지(kJ)</translation>
    </message>
</context>
<context>
    <name>scalescope::models::DiagnosticsModel</name>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>문제 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>%1행</translation>
    </message>
    <message>
        <source>File / line</source>
        <translation>파일 / 행</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>심각도</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>메시지</translation>
    </message>
    <message>
        <source>(no file)</source>
        <translation>(파일 없음)</translation>
    </message>
</context>
<context>
    <name>scalescope::probe::ProbeProcess</name>
    <message>
        <source>scalescope-probe was not found next to ScaleScope or on the PATH; set its location in the preferences.</source>
        <translation>ScaleScope 옆이나 PATH에서 scalescope-probe를 찾지 못했습니다. 환경설정에서 위치를 지정하십시오.</translation>
    </message>
    <message>
        <source>scalescope-probe --list did not answer within %1 s.</source>
        <translation>scalescope-probe --list가 %1초 안에 응답하지 않았습니다.</translation>
    </message>
    <message>
        <source>scalescope-probe --list gave output that is not its device list.</source>
        <translation>scalescope-probe --list의 출력이 장치 목록이 아닙니다.</translation>
    </message>
    <message>
        <source>scalescope-probe was not found (looked for %1). Build it, or set its location in the preferences.</source>
        <translation>scalescope-probe를 찾지 못했습니다(찾은 위치: %1). 빌드하거나 환경설정에서 위치를 지정하십시오.</translation>
    </message>
    <message>
        <source>scalescope-probe could not be started: %1</source>
        <translation>scalescope-probe를 시작할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>scalescope-probe printed a line that is not JSON; it was ignored.</source>
        <translation>scalescope-probe가 JSON이 아닌 줄을 출력했습니다. 그 줄은 무시했습니다.</translation>
    </message>
    <message>
        <source>scalescope-probe sent a result that does not follow its contract (%1).</source>
        <translation>scalescope-probe가 규약에 맞지 않는 결과를 보냈습니다(%1).</translation>
    </message>
    <message>
        <source>scalescope-probe did not finish within its time budget and was stopped.</source>
        <translation>scalescope-probe가 시간 한도 안에 끝나지 않아 중지했습니다.</translation>
    </message>
    <message>
        <source>No results were kept.</source>
        <translation>보존된 결과가 없습니다.</translation>
    </message>
    <message>
        <source>scalescope-probe crashed (%1). Earlier runs are unchanged.</source>
        <translation>scalescope-probe가 비정상 종료했습니다(%1). 이전 실행은 그대로입니다.</translation>
    </message>
    <message>
        <source>The chosen backend has no device: %1</source>
        <translation>선택한 백엔드에 장치가 없습니다: %1</translation>
    </message>
    <message>
        <source>scalescope-probe ended (exit code %1) without a valid document: %2</source>
        <translation>scalescope-probe가 올바른 문서 없이 끝났습니다(종료 코드 %1): %2</translation>
    </message>
    <message>
        <source>no output file</source>
        <translation>출력 파일 없음</translation>
    </message>
    <message>
        <source>scalescope-probe --list stopped before answering.</source>
        <translation>scalescope-probe --list가 응답하기 전에 중단되었습니다.</translation>
    </message>
    <message>
        <source>ssh could not be started; install the OpenSSH client (openssh-client).</source>
        <translation>ssh를 시작할 수 없습니다. OpenSSH 클라이언트(openssh-client)를 설치하십시오.</translation>
    </message>
    <message>
        <source>scalescope-probe could not be started.</source>
        <translation>scalescope-probe를 시작할 수 없습니다.</translation>
    </message>
    <message>
        <source>%1 refused the login: ssh runs without asking for a password, so it needs a key the host accepts (ssh-copy-id %1, or a key in ssh-agent).</source>
        <translation>로그인이 거부되었습니다(호스트: %1). ssh는 비밀번호를 묻지 않고 실행되므로 호스트가 받아들이는 키가 필요합니다(ssh-copy-id %1, 또는 ssh-agent에 등록한 키).</translation>
    </message>
    <message>
        <source>The host key of %1 is unknown or has changed. Connect once with ssh %1 in a terminal to check and accept it.</source>
        <translation>호스트 키를 모르거나 키가 바뀌었습니다(호스트: %1). 터미널에서 ssh %1 명령으로 한 번 접속해 키를 확인하고 받아들이십시오.</translation>
    </message>
    <message>
        <source>%1 is not a known host name or alias of ~/.ssh/config.</source>
        <translation>알 수 없는 호스트 이름입니다: %1 (~/.ssh/config의 별칭도 아닙니다).</translation>
    </message>
    <message>
        <source>%1 cannot be reached over ssh (%2).</source>
        <translation>ssh로 호스트에 연결할 수 없습니다: %1 (%2)</translation>
    </message>
    <message>
        <source>The probe command &quot;%1&quot; was not found on %2. Install scalescope-probe there or give its full path.</source>
        <translation>프로브 명령을 찾을 수 없습니다: &quot;%1&quot; (호스트: %2). 그 호스트에 scalescope-probe를 설치하거나 전체 경로를 입력하십시오.</translation>
    </message>
    <message>
        <source>scalescope-probe refused its arguments (exit code 2); it may be older than this ScaleScope.</source>
        <translation>scalescope-probe가 인수를 받아들이지 않았습니다(종료 코드 2). 이 ScaleScope보다 오래된 버전일 수 있습니다.</translation>
    </message>
    <message>
        <source>scalescope-probe sent a document that does not follow its contract (%1).</source>
        <translation>scalescope-probe가 보낸 문서가 규약에 맞지 않습니다(%1).</translation>
    </message>
    <message>
        <source>No temporary folder for the probe&apos;s results: %1</source>
        <translation>프로브 결과를 담을 임시 폴더를 만들 수 없습니다: %1</translation>
    </message>
    <message>
        <source>scalescope-probe sent a line longer than %1 MiB without an end; the run was stopped.</source>
        <translation>scalescope-probe가 줄바꿈 없이 %1 MiB가 넘는 줄을 보내 실행을 멈췄습니다.</translation>
    </message>
    <message>
        <source>The connection to %1 was lost during the run (ssh: %2).</source>
        <translation>실행 중에 %1 연결이 끊어졌습니다(ssh: %2).</translation>
    </message>
    <message>
        <source>scalescope-probe crashed (%1).</source>
        <translation>scalescope-probe가 비정상 종료했습니다(%1).</translation>
    </message>
    <message>
        <source>mpirun said: “%1”</source>
        <translation>mpirun 메시지: “%1”</translation>
    </message>
    <message numerus="yes">
        <source>The %n result(s) measured until then are kept.</source>
        <translation>
            <numerusform>그때까지 측정한 결과 %n개는 보존했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>The run ended before its last test, though it was not cancelled here.</source>
        <translation>여기서 취소하지 않았는데 실행이 마지막 테스트 전에 끝났습니다.</translation>
    </message>
    <message>
        <source>Its document did not arrive (exit code %1).</source>
        <translation>결과 문서가 오지 않았습니다(종료 코드 %1).</translation>
    </message>
    <message>
        <source>Something outside stopped it (its launcher, or a signal).</source>
        <translation>런처나 시그널이 외부에서 멈췄습니다.</translation>
    </message>
</context>
<context>
    <name>scalescope::report::ReportDialog</name>
    <message>
        <source>Export Report</source>
        <translation>보고서 내보내기</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4 (210 × 297 mm)</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation>레터 (8.5 × 11 in)</translation>
    </message>
    <message>
        <source>&amp;Benchmark:</source>
        <translation>벤치마크(&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>용지(&amp;P):</translation>
    </message>
    <message>
        <source>Sections (the title page with the data and settings is always there)</source>
        <translation>포함할 부분 (데이터와 설정을 적은 첫 쪽은 항상 들어갑니다)</translation>
    </message>
    <message>
        <source>&amp;Results table: the 25 best-ranked configurations</source>
        <translation>결과 표: 순위가 가장 높은 구성 25개(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Scaling: time to train and efficiency with their fits</source>
        <translation>확장성: 훈련 시간과 효율성, 모델 적합(&amp;S)</translation>
    </message>
    <message>
        <source>Efficiency s&amp;urface and the precision what-if</source>
        <translation>효율성 표면과 정밀도 가정(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Clusters: scatter and profiles</source>
        <translation>클러스터: 산점도와 특성 요약(&amp;C)</translation>
    </message>
    <message>
        <source>R&amp;anking: recommendation and Pareto front</source>
        <translation>순위: 추천과 파레토 경계(&amp;A)</translation>
    </message>
    <message>
        <source>Se&amp;nsitivity: the winner with other weights and k</source>
        <translation>민감도: 다른 가중치와 k에서 1위가 되는 클러스터(&amp;N)</translation>
    </message>
    <message>
        <source>This &amp;machine: the probe run shown on the Probe tab</source>
        <translation>이 컴퓨터: 프로브 탭에 표시된 실행(&amp;M)</translation>
    </message>
    <message>
        <source>Import &amp;diagnostics</source>
        <translation>가져오기 진단(&amp;D)</translation>
    </message>
    <message>
        <source>Run the probe or open a saved run on the Probe tab to include it.</source>
        <translation>넣으려면 프로브 탭에서 프로브를 실행하거나 저장된 실행을 여십시오.</translation>
    </message>
    <message numerus="yes">
        <source>The %n selected configuration(s) are marked with a ring in the charts.</source>
        <translation>
            <numerusform>선택한 구성 %n개는 차트에 고리로 표시합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select configurations in any tab to mark them in the report&apos;s charts.</source>
        <translation>보고서 차트에 표시할 구성은 어느 탭에서든 선택할 수 있습니다.</translation>
    </message>
    <message>
        <source>&amp;Save as PDF…</source>
        <translation>PDF로 저장(&amp;S)…</translation>
    </message>
    <message>
        <source>MLPerf &amp;HPC: weak scaling and the supercomputers beside the GPU clusters</source>
        <translation>MLPerf HPC: 약한 확장, GPU 클러스터와 나란히 본 슈퍼컴퓨터(&amp;H)</translation>
    </message>
    <message>
        <source>Open MLPerf HPC results (hpc_results_v0.7 or later) to include it.</source>
        <translation>넣으려면 MLPerf HPC 결과(hpc_results_v0.7 이후)를 여십시오.</translation>
    </message>
</context>
<context>
    <name>scalescope::state::DocumentController</name>
    <message>
        <source>sample</source>
        <translation>샘플</translation>
    </message>
    <message numerus="yes">
        <source>%1 + %n more</source>
        <translation>
            <numerusform>%1 외 %n개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::views::AnalysisBar</name>
    <message>
        <source>&amp;Benchmark:</source>
        <translation>벤치마크(&amp;B):</translation>
    </message>
    <message>
        <source>Refere&amp;nce scope:</source>
        <translation>기준 범위(&amp;N):</translation>
    </message>
    <message>
        <source>same round</source>
        <translation>같은 라운드</translation>
    </message>
    <message>
        <source>all rounds</source>
        <translation>모든 라운드</translation>
    </message>
    <message>
        <source>same submitter</source>
        <translation>같은 제출자</translation>
    </message>
    <message>
        <source>Where each series&apos; reference (its configuration with the fewest accelerators) is chosen: within one round, across all rounds, or within one round and submitter</source>
        <translation>각 계열의 기준(가속기가 가장 적은 구성)을 고르는 범위: 한 라운드 안, 모든 라운드, 또는 한 라운드의 같은 제출자 안</translation>
    </message>
    <message>
        <source>When on, the table&apos;s filters and search decide which configurations every analysis tab uses</source>
        <translation>켜면 표의 필터와 검색이 모든 분석 탭에서 쓸 구성을 정합니다</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>분석 중…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>MLPerf Training</source>
        <translation>MLPerf Training</translation>
    </message>
    <message>
        <source>MLPerf HPC</source>
        <translation>MLPerf HPC</translation>
    </message>
    <message>
        <source>Analyse only the filtered rows</source>
        <translation>필터링된 행만 분석</translation>
    </message>
    <message numerus="yes">
        <source>The table&apos;s filters hide %n configuration(s) of %1: the charts still show them.</source>
        <translation>
            <numerusform>표 필터가 %1의 구성 %n개를 숨기고 있지만, 차트에는 여전히 모두 나타납니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::views::ClustersView</name>
    <message>
        <source>Clustering…</source>
        <translation>클러스터링 중…</translation>
    </message>
    <message>
        <source>%1 · k = %2</source>
        <translation>%1 · k = %2</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Inertia</source>
        <translation>관성</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>순위</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>클러스터</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <source>Accelerators (median, min–max)</source>
        <translation>가속기 수(중앙값, 최소–최대)</translation>
    </message>
    <message>
        <source>Median time (min)</source>
        <translation>시간 중앙값(분)</translation>
    </message>
    <message>
        <source>Median efficiency</source>
        <translation>효율성 중앙값</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>세대</translation>
    </message>
    <message>
        <source>Host cores per accelerator</source>
        <translation>가속기당 호스트 코어</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>변수</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>이유</translation>
    </message>
    <message>
        <source>ScaleScope cluster scatter</source>
        <translation>ScaleScope 클러스터 산점도</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>알고리즘(&amp;A):</translation>
    </message>
    <message>
        <source>Best k</source>
        <translation>최적 k</translation>
    </message>
    <message>
        <source>Choose the k with the best silhouette</source>
        <translation>실루엣이 가장 좋은 k를 고릅니다</translation>
    </message>
    <message>
        <source>&amp;X:</source>
        <translation>&amp;X:</translation>
    </message>
    <message>
        <source>&amp;Y:</source>
        <translation>&amp;Y:</translation>
    </message>
    <message>
        <source>log</source>
        <translation>로그</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cluster profiles&lt;/b&gt; (original units, by rank)</source>
        <translation>&lt;b&gt;클러스터 프로필&lt;/b&gt;(원래 단위, 순위순)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Phase 1: variables&lt;/b&gt; — tick to include, untick to leave out</source>
        <translation>&lt;b&gt;1단계: 변수&lt;/b&gt; — 체크하면 포함, 해제하면 제외</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2, round %3&lt;br&gt;%4 accelerators, %5 min&lt;br&gt;cluster %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2, 라운드 %3&lt;br&gt;가속기 %4개, %5분&lt;br&gt;클러스터 %6</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>해당 없음</translation>
    </message>
    <message>
        <source>Nothing to cluster</source>
        <translation>클러스터링할 구성 없음</translation>
    </message>
    <message>
        <source>No data: open MLPerf results to cluster their configurations</source>
        <translation>데이터 없음: MLPerf 결과를 열면 구성을 클러스터링합니다</translation>
    </message>
    <message>
        <source>Silhouette ↑</source>
        <translation>실루엣 ↑</translation>
    </message>
    <message>
        <source>Davies–Bouldin ↓</source>
        <translation>Davies–Bouldin ↓</translation>
    </message>
    <message>
        <source>Calinski–Harabasz ↑</source>
        <translation>Calinski–Harabasz ↑</translation>
    </message>
    <message>
        <source>Falls with every k; ★ marks its elbow, where the fall slows most</source>
        <translation>k가 커질수록 줄어듭니다. ★는 감소가 가장 크게 둔해지는 팔꿈치 지점입니다</translation>
    </message>
    <message>
        <source>&lt;b&gt;k sweep&lt;/b&gt; — ★ the k each index prefers; select a row to use that k</source>
        <translation>&lt;b&gt;k 탐색&lt;/b&gt; — ★는 각 지표가 고른 k입니다. 행을 선택하면 그 k를 적용합니다</translation>
    </message>
    <message numerus="yes">
        <source>%n clustered configuration(s) have no value on these axes and are not drawn.</source>
        <translation>
            <numerusform>클러스터링한 구성 중 %n개는 이 축의 값이 없어 그리지 않았습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>C&amp;lusters</source>
        <translation>클러스터(&amp;L)</translation>
    </message>
    <message>
        <source>This chart&apos;s scales are chosen with the &quot;log&quot; boxes beside its axes.</source>
        <translation>이 차트의 눈금은 축 옆의 &quot;로그&quot; 상자로 정합니다.</translation>
    </message>
    <message>
        <source>Cluster profiles</source>
        <translation>클러스터 프로필</translation>
    </message>
    <message>
        <source>k sweep</source>
        <translation>k 탐색</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>변수</translation>
    </message>
</context>
<context>
    <name>scalescope::views::DetailsPane</name>
    <message>
        <source>no run_start</source>
        <translation>run_start 없음</translation>
    </message>
    <message>
        <source>no run_stop</source>
        <translation>run_stop 없음</translation>
    </message>
    <message>
        <source>quality target not reached</source>
        <translation>품질 목표 미달</translation>
    </message>
    <message>
        <source>run_stop before run_start</source>
        <translation>run_stop이 run_start보다 앞섬</translation>
    </message>
    <message>
        <source>file unreadable</source>
        <translation>파일을 읽을 수 없음</translation>
    </message>
    <message>
        <source>unsupported log format</source>
        <translation>지원하지 않는 로그 형식</translation>
    </message>
    <message>
        <source>not an MLPerf log</source>
        <translation>MLPerf 로그가 아님</translation>
    </message>
    <message>
        <source>the folder holds no run</source>
        <translation>폴더에 실행이 없음</translation>
    </message>
    <message>
        <source>too many invalid runs</source>
        <translation>무효 실행이 너무 많음</translation>
    </message>
    <message>
        <source>too few valid runs remain after dropping the fastest and slowest</source>
        <translation>가장 빠른 실행과 가장 느린 실행을 빼면 남는 유효 실행이 너무 적음</translation>
    </message>
    <message>
        <source>Select a configuration to see its details.</source>
        <translation>구성을 선택하면 세부 정보가 표시됩니다.</translation>
    </message>
    <message>
        <source>Official score</source>
        <translation>공식 점수</translation>
    </message>
    <message>
        <source>%1 minutes</source>
        <translation>%1분</translation>
    </message>
    <message>
        <source>Taken from the results table (no run logs).</source>
        <translation>결과 표에서 가져온 값입니다(실행 로그 없음).</translation>
    </message>
    <message>
        <source>No official score: %1</source>
        <translation>공식 점수 없음: %1</translation>
    </message>
    <message>
        <source>Quality target: %1</source>
        <translation>품질 목표: %1</translation>
    </message>
    <message>
        <source>No quality target is known for this round and benchmark: runs are not verified.</source>
        <translation>이 라운드와 벤치마크의 품질 목표를 알 수 없어 실행을 검증하지 않았습니다.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>실행</translation>
    </message>
    <message>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>분</translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>유효</translation>
    </message>
    <message>
        <source>Best quality</source>
        <translation>최고 품질</translation>
    </message>
    <message>
        <source>identical to %1</source>
        <translation>같은 파일: %1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <source>Derived</source>
        <translation>계산된 값</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>가속기 수</translation>
    </message>
    <message>
        <source>CPU-only system: the count is of processors</source>
        <translation>CPU 전용 시스템: 프로세서 수입니다</translation>
    </message>
    <message>
        <source>Accelerator-minutes</source>
        <translation>가속기·분</translation>
    </message>
    <message>
        <source>Throughput (samples/s)</source>
        <translation>처리량(샘플/초)</translation>
    </message>
    <message>
        <source>logged by the run: %1</source>
        <translation>실행 로그의 값: %1</translation>
    </message>
    <message>
        <source>Per accelerator (samples/s)</source>
        <translation>가속기당 처리량(샘플/초)</translation>
    </message>
    <message>
        <source>Host cores per accelerator</source>
        <translation>가속기당 호스트 코어</translation>
    </message>
    <message>
        <source>core count read as per node (above the CPU model&apos;s cores)</source>
        <translation>코어 수를 노드당 값으로 읽음(CPU 모델의 코어 수보다 큼)</translation>
    </message>
    <message>
        <source>Energy (kJ)</source>
        <translation>에너지(kJ)</translation>
    </message>
    <message>
        <source>Accelerator catalog</source>
        <translation>가속기 카탈로그</translation>
    </message>
    <message>
        <source>matched by the accelerator name</source>
        <translation>가속기 이름으로 일치</translation>
    </message>
    <message>
        <source>inferred from the system name (the accelerator name alone is ambiguous)</source>
        <translation>시스템 이름으로 추정(가속기 이름만으로는 모호함)</translation>
    </message>
    <message>
        <source>matched by the host CPU (CPU-only system)</source>
        <translation>호스트 CPU로 일치(CPU 전용 시스템)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>메모리</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>메모리 대역폭</translation>
    </message>
    <message>
        <source>Peak FP32</source>
        <translation>최대 FP32</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>Not in the catalog: no datasheet figures.</source>
        <translation>카탈로그에 없어 데이터시트 수치가 없습니다.</translation>
    </message>
    <message>
        <source>System</source>
        <translation>시스템</translation>
    </message>
    <message>
        <source>Submitter</source>
        <translation>제출자</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>부문</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>출시 상태</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>노드 수</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>가속기</translation>
    </message>
    <message>
        <source>Accelerators per node</source>
        <translation>노드당 가속기 수</translation>
    </message>
    <message>
        <source>Accelerator memory (GB)</source>
        <translation>가속기 메모리(GB)</translation>
    </message>
    <message>
        <source>Host CPU</source>
        <translation>호스트 CPU</translation>
    </message>
    <message>
        <source>CPUs per node</source>
        <translation>노드당 CPU 수</translation>
    </message>
    <message>
        <source>Cores per CPU</source>
        <translation>CPU당 코어 수</translation>
    </message>
    <message>
        <source>Host memory (GB)</source>
        <translation>호스트 메모리(GB)</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>인터커넥트</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>프레임워크</translation>
    </message>
    <message>
        <source>All fields as written</source>
        <translation>원본 그대로의 모든 항목</translation>
    </message>
    <message>
        <source>Dense peak FP16/BF16</source>
        <translation>밀집 연산 최대 성능 FP16/BF16</translation>
    </message>
    <message>
        <source>run_start or run_stop at an impossible time</source>
        <translation>run_start 또는 run_stop의 시각이 불가능한 값</translation>
    </message>
    <message>
        <source>a log line that cannot be read</source>
        <translation>읽을 수 없는 로그 줄</translation>
    </message>
    <message>
        <source>a required log key missing or repeated</source>
        <translation>필수 로그 키가 없거나 중복됨</translation>
    </message>
    <message>
        <source>Energy to train: %1 kJ</source>
        <translation>훈련 에너지: %1 kJ</translation>
    </message>
    <message>
        <source>From the power logs: the valid runs&apos; energies in the order of their times, the same runs left out as for the score, the mean multiplied by the scaling factor.</source>
        <translation>전력 로그에서 구한 값입니다. 유효한 실행의 에너지를 훈련 시간 순으로 놓고 점수와 같은 실행을 뺀 뒤, 평균에 스케일링 계수를 곱했습니다.</translation>
    </message>
    <message>
        <source>told by the memory the system file gives (the name fits variants that differ in memory)</source>
        <translation>시스템 파일의 메모리로 구분(이 이름에는 메모리만 다른 변형이 여럿 있음)</translation>
    </message>
    <message>
        <source>a check of the official rules fails</source>
        <translation>공식 규칙 검사를 통과하지 못함</translation>
    </message>
    <message>
        <source>the official tool stops with an error on this log</source>
        <translation>공식 도구가 이 로그에서 오류로 멈춤</translation>
    </message>
    <message>
        <source>the official rules could not be applied (no verdict)</source>
        <translation>공식 규칙을 적용할 수 없음(판정 없음)</translation>
    </message>
    <message>
        <source>fewer models trained to the target than the rules expect</source>
        <translation>목표까지 훈련한 모델이 규칙이 요구하는 수보다 적음</translation>
    </message>
    <message>
        <source>the official tool stops on this folder</source>
        <translation>공식 도구가 이 폴더에서 멈춤</translation>
    </message>
    <message>
        <source>%1 models per minute</source>
        <translation>분당 모델 %1개</translation>
    </message>
    <message>
        <source>No weak-scaling result: %1</source>
        <translation>약한 확장 결과 없음: %1</translation>
    </message>
    <message>
        <source>Weak scaling: many models trained at once. Every valid run is one model; the time runs from the earliest run_start to the latest run_stop of them all.</source>
        <translation>약한 확장: 여러 모델을 동시에 훈련합니다. 유효한 실행 하나가 모델 하나이며, 시간은 가장 이른 run_start부터 가장 늦은 run_stop까지입니다.</translation>
    </message>
    <message>
        <source>Models trained</source>
        <translation>훈련한 모델 수</translation>
    </message>
    <message>
        <source>Time to train them all (min)</source>
        <translation>전체 훈련 시간(분)</translation>
    </message>
    <message>
        <source>Accelerators per model, as logged</source>
        <translation>로그상 모델당 가속기 수</translation>
    </message>
    <message>
        <source>more than the machine holds for all models: %1 per model from the machine&apos;s size</source>
        <translation>모든 모델에 대해 장비가 가진 것보다 많음: 장비 크기로는 모델당 %1개</translation>
    </message>
    <message>
        <source>Not official: the official tool has no rules for %1 round %2. The score follows its method, with runs checked against the quality target only.</source>
        <translation>공식 점수가 아닙니다. 공식 도구에는 %1 %2 라운드의 규칙이 없습니다. 점수는 같은 방법을 따르되, 실행은 품질 목표로만 검사했습니다.</translation>
    </message>
    <message>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no valid run is left out</source>
        <translation>빼는 유효 실행은 없으며</translation>
    </message>
    <message numerus="yes">
        <source>the %n fastest valid run(s) left out</source>
        <translation>
            <numerusform>가장 빠른 유효 실행 %n개를 빼고</numerusform>
        </translation>
    </message>
    <message>
        <source>the fastest and the slowest valid run left out</source>
        <translation>가장 빠른 유효 실행과 가장 느린 유효 실행을 빼고</translation>
    </message>
    <message>
        <source>the %1 fastest and the %2 slowest valid runs left out</source>
        <translation>가장 빠른 유효 실행 %1개와 가장 느린 유효 실행 %2개를 빼고</translation>
    </message>
    <message>
        <source>Olympic mean of the valid runs: %1 of %2 runs are valid, %3; the mean is multiplied by the scaling factor %4.</source>
        <translation>유효 실행의 올림픽 평균: 실행 %2개 중 %1개가 유효하며, %3 평균한 뒤 스케일링 계수(×%4)를 곱했습니다.</translation>
    </message>
    <message>
        <source>Published result folder (MLCommons, GitHub)</source>
        <translation>MLCommons가 공개한 결과 폴더 (GitHub)</translation>
    </message>
    <message>
        <source>MLCommons public ID: %1</source>
        <translation>MLCommons 공개 ID: %1</translation>
    </message>
</context>
<context>
    <name>scalescope::views::FilterBar</name>
    <message>
        <source>All</source>
        <translation>전체</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>라운드</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>벤치마크</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>가속기</translation>
    </message>
    <message>
        <source>Organisation</source>
        <translation>조직</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>부문</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>출시 상태</translation>
    </message>
    <message>
        <source>Search systems, accelerators, CPUs… (Ctrl+F)</source>
        <translation>시스템, 가속기, CPU 검색… (Ctrl+F)</translation>
    </message>
    <message>
        <source>Clear Filters</source>
        <translation>필터 지우기</translation>
    </message>
    <message>
        <source>Selected Only</source>
        <translation>선택한 것만</translation>
    </message>
    <message>
        <source>Show only the selected configurations. Select several with Shift-drag on a chart, Shift- or Ctrl-click on its points, or Ctrl- and Shift-click on rows here.</source>
        <translation>선택한 구성만 표시합니다. 차트에서 Shift를 누른 채 끌거나, 점을 Shift 또는 Ctrl을 누른 채 클릭하거나, 여기서 행을 Ctrl 또는 Shift를 누른 채 클릭하면 여러 개를 선택할 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>scalescope::views::PlannerView</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 accelerators, %3 min (measured)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;가속기 %2개, %3분(측정값)</translation>
    </message>
    <message>
        <source>No accelerator of %1 has three sizes or more to fit: nothing to plan from.</source>
        <translation>%1에는 적합할 크기가 세 가지 이상인 가속기가 없어 계획을 세울 수 없습니다.</translation>
    </message>
    <message>
        <source>Open MLPerf results to plan a configuration.</source>
        <translation>구성을 계획하려면 MLPerf 결과를 여십시오.</translation>
    </message>
    <message>
        <source>Nothing to plan from</source>
        <translation>계획할 근거가 없음</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>데이터 없음</translation>
    </message>
    <message>
        <source>ScaleScope plan</source>
        <translation>ScaleScope 계획</translation>
    </message>
    <message>
        <source>accelerator-hours</source>
        <translation>가속기·시간</translation>
    </message>
    <message>
        <source>No fitted accelerator meets it.</source>
        <translation>조건을 만족하는 적합된 가속기가 없습니다.</translation>
    </message>
    <message>
        <source>No price is set: costs are in accelerator-hours. Set a price per accelerator above to compare money.</source>
        <translation>가격이 설정되지 않아 비용을 가속기·시간으로 보여 줍니다. 금액으로 비교하려면 위에서 가속기별 가격을 설정하십시오.</translation>
    </message>
    <message>
        <source>Only accelerators with a price are compared. Double-click an answer to plan it.</source>
        <translation>가격이 있는 가속기만 비교합니다. 답을 두 번 클릭하면 그 구성을 계획합니다.</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>가속기</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>개수</translation>
    </message>
    <message>
        <source>Time (min)</source>
        <translation>시간(분)</translation>
    </message>
    <message>
        <source>Interval (min)</source>
        <translation>구간(분)</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>비용(%1)</translation>
    </message>
    <message>
        <source>&amp;Count:</source>
        <translation>개수(&amp;C):</translation>
    </message>
    <message>
        <source>Amdahl</source>
        <translation>암달</translation>
    </message>
    <message>
        <source>power law</source>
        <translation>거듭제곱 법칙</translation>
    </message>
    <message>
        <source>Extra-P</source>
        <translation>Extra-P</translation>
    </message>
    <message>
        <source>Accelerators, on a log scale</source>
        <translation>가속기 수(로그 눈금)</translation>
    </message>
    <message>
        <source>Currency (any label)</source>
        <translation>통화(아무 표시나 가능)</translation>
    </message>
    <message>
        <source>Remembered for each accelerator; 0: no cost</source>
        <translation>가속기마다 기억합니다. 0이면 비용을 계산하지 않습니다</translation>
    </message>
    <message>
        <source>&lt;b&gt;Questions&lt;/b&gt; across every accelerator with a fit</source>
        <translation>적합이 있는 모든 가속기에 대한 &lt;b&gt;질문&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Acc&amp;elerator:</source>
        <translation>가속기(&amp;E):</translation>
    </message>
    <message>
        <source>Fit &amp;model:</source>
        <translation>적합 모델(&amp;M):</translation>
    </message>
    <message>
        <source>P&amp;rice per accelerator-hour:</source>
        <translation>가속기·시간당 가격(&amp;R):</translation>
    </message>
    <message>
        <source>Cheapest that trains with&amp;in (min):</source>
        <translation>이 시간(분) 안에 훈련하는 가장 싼 구성(&amp;I):</translation>
    </message>
    <message>
        <source>Fastest within a budget &amp;of:</source>
        <translation>이 예산 안에서 가장 빠른 구성(&amp;O):</translation>
    </message>
    <message>
        <source>Fin&amp;d</source>
        <translation>찾기(&amp;D)</translation>
    </message>
    <message numerus="yes">
        <source>Fitted on %n configuration(s) of %1 at %2 distinct sizes, all rounds</source>
        <translation>
            <numerusform>%1의 구성 %n개(서로 다른 크기 %2가지)로 적합, 모든 라운드</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fitted on %n configuration(s) of %1 at %2 distinct sizes, round %3</source>
        <translation>
            <numerusform>%1의 구성 %n개(서로 다른 크기 %2가지)로 적합, 라운드 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>not physical: negative serial time</source>
        <translation>물리적으로 맞지 않음: 직렬 시간이 음수</translation>
    </message>
    <message>
        <source>%1× outside the measured counts</source>
        <translation>측정한 개수 범위를 %1배 벗어남</translation>
    </message>
    <message numerus="yes">
        <source>measured here (%n result(s))</source>
        <translation>
            <numerusform>여기서 측정함(결과 %n개)</numerusform>
        </translation>
    </message>
    <message>
        <source>Note</source>
        <translation>비고</translation>
    </message>
    <message>
        <source>Pl&amp;anner</source>
        <translation>계획(&amp;A)</translation>
    </message>
    <message>
        <source>Show it on Scalin&amp;g and Surface</source>
        <translation>확장성·효율성 표면 차트에 표시(&amp;G)</translation>
    </message>
    <message>
        <source>Show the planned point on the Scaling and Efficiency Surface charts</source>
        <translation>계획한 점을 확장성 차트와 효율성 표면 차트에 표시합니다</translation>
    </message>
    <message>
        <source>Accelerator-hours</source>
        <translation>가속기·시간</translation>
    </message>
    <message>
        <source>not physical: no positive time at %1 accelerators</source>
        <translation>물리적으로 맞지 않음: 가속기 %1개에서 시간이 양수가 아님</translation>
    </message>
    <message>
        <source>wide interval: measure near it first</source>
        <translation>넓은 구간: 먼저 이 근처에서 측정해 보십시오</translation>
    </message>
    <message numerus="yes">
        <source>%1, all rounds — %n configuration(s)</source>
        <translation>
            <numerusform>%1, 모든 라운드 — 구성 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) — %n configuration(s)</source>
        <translation>
            <numerusform>%1 (%2) — 구성 %n개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::views::ProbeBudgetBox</name>
    <message>
        <source>Quick</source>
        <translation>빠르게</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>보통</translation>
    </message>
    <message>
        <source>Thorough</source>
        <translation>꼼꼼하게</translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n분</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n초</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (up to %2)</source>
        <translation>%1 (최대 %2)</translation>
    </message>
    <message>
        <source>The last complete run under this limit took %1 here.</source>
        <translation>이 한도로 마지막으로 끝까지 실행했을 때 이 컴퓨터에서 %1 걸렸습니다.</translation>
    </message>
    <message>
        <source>No run under this limit has completed here yet.</source>
        <translation>이 한도로 끝까지 실행한 적이 아직 없습니다.</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ProbeClusterPage</name>
    <message>
        <source>This run measured one machine. A run of scalescope-probe-mpi (under mpirun or srun, or started on a cluster&apos;s login node with Run on) shows each host and its ranks here.</source>
        <translation>이 실행은 컴퓨터 한 대를 측정했습니다. scalescope-probe-mpi로 실행하면(mpirun이나 srun으로, 또는 ‘실행 위치’에서 클러스터의 로그인 노드를 골라) 여기에 호스트마다 랭크가 나타납니다.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln MPI rank(s) on %1</source>
        <translation>
            <numerusform>MPI 랭크 %Ln개, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>호스트 %n대</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2, started with %3; backend %4.</source>
        <translation>%1 — %2, 실행기: %3, 백엔드: %4.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>호스트</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>랭크</translation>
    </message>
    <message>
        <source>Processor</source>
        <translation>프로세서</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>아키텍처</translation>
    </message>
    <message>
        <source>Logical CPUs</source>
        <translation>논리 CPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>메모리</translation>
    </message>
    <message>
        <source>NUMA nodes</source>
        <translation>NUMA 노드</translation>
    </message>
    <message>
        <source>Network interfaces</source>
        <translation>네트워크 인터페이스</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>rank %1: %2 (%3)</source>
        <translation>랭크 %1: %2 (%3)</translation>
    </message>
    <message>
        <source>none measured</source>
        <translation>측정 안 함</translation>
    </message>
    <message>
        <source>ScaleScope probe chart of the run %1</source>
        <translation>실행 %1의 ScaleScope 프로브 차트</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 µs one way (8-byte messages)</source>
        <translation>단방향 %1 µs (8바이트 메시지)</translation>
    </message>
    <message>
        <source>rank %1: %2</source>
        <translation>랭크 %1: %2</translation>
    </message>
    <message>
        <source>Measured from rank 0 to rank %1:</source>
        <translation>랭크 0에서 랭크 %1까지 측정한 값:</translation>
    </message>
    <message>
        <source>Rank 0 exchanged no messages with a rank on this host.</source>
        <translation>랭크 0은 이 호스트의 랭크와 메시지를 주고받지 않았습니다.</translation>
    </message>
    <message>
        <source>From rank 0</source>
        <translation>랭크 0에서</translation>
    </message>
    <message>
        <source>The job ended before its last test; what it measured until then is shown.</source>
        <translation>작업이 마지막 테스트 전에 끝났습니다. 그때까지 측정한 결과를 보여 줍니다.</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ProbeComparePage</name>
    <message>
        <source>Nothing compared yet: select two runs under Runs and press Compare Two</source>
        <translation>아직 비교한 실행이 없습니다. 실행 기록에서 두 실행을 선택하고 &apos;두 실행 비교&apos;를 누르십시오</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>테스트</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>장치</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>단위</translation>
    </message>
    <message>
        <source>Ratio (second / first)</source>
        <translation>비율 (두&#xa0;번째 / 첫&#xa0;번째)</translation>
    </message>
    <message>
        <source>Sizes differ: %1 and %2</source>
        <translation>크기가 다릅니다: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) in both runs.</source>
        <translation>
            <numerusform>두 실행에 모두 있는 테스트 %n개.</numerusform>
        </translation>
    </message>
    <message>
        <source>ScaleScope comparison of the probe runs %1 and %2</source>
        <translation>ScaleScope 프로브 실행 비교: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) in both runs: the %1 that differ most are drawn (a taller window draws more; the table has them all).</source>
        <translation>
            <numerusform>두 실행에 모두 있는 테스트 %n개 중 가장 많이 다른 %1개를 그렸습니다(창을 키우면 더 그리고, 표에는 모두 있습니다).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) in both runs, each with the ratio %2: %1 of them are drawn (a taller window draws more; the table has them all).</source>
        <translation>
            <numerusform>두 실행에 모두 있는 테스트 %n개는 비율이 모두 %2입니다. 그중 %1개를 그렸습니다(창을 키우면 더 그리고, 표에는 모두 있습니다).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::views::ProbeProgress</name>
    <message>
        <source>%1 — about %2 s left</source>
        <translation>%1 — 약 %2초 남음</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>cancelled at %p%</source>
        <translation>%p%에서 취소됨</translation>
    </message>
    <message>
        <source>failed at %p%</source>
        <translation>%p%에서 실패</translation>
    </message>
    <message>
        <source>overall %p%</source>
        <translation>전체 %p%</translation>
    </message>
    <message>
        <source>stopped early at %p%</source>
        <translation>%p%에서 중간에 멈춤</translation>
    </message>
    <message>
        <source>%1 — finishing</source>
        <translation>%1 — 마무리하는 중</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ProbeRunCharts</name>
    <message>
        <source>ScaleScope probe chart of the run %1</source>
        <translation>실행 %1의 ScaleScope 프로브 차트</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ProbeRunsPage</name>
    <message>
        <source>Open</source>
        <translation>열기</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>이름 바꾸기…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>내보내기…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>가져오기…</translation>
    </message>
    <message>
        <source>Compare Two</source>
        <translation>두 실행 비교</translation>
    </message>
    <message>
        <source>Rename Run</source>
        <translation>실행 이름 바꾸기</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>이름:</translation>
    </message>
    <message>
        <source>Delete Run</source>
        <translation>실행 삭제</translation>
    </message>
    <message>
        <source>Delete the run %1?</source>
        <translation>이 실행을 삭제하시겠습니까? %1</translation>
    </message>
    <message>
        <source>Export Run</source>
        <translation>실행 내보내기</translation>
    </message>
    <message>
        <source>Probe runs (*.json)</source>
        <translation>프로브 실행 (*.json)</translation>
    </message>
    <message>
        <source>Import Run</source>
        <translation>실행 가져오기</translation>
    </message>
    <message>
        <source>%1 cannot be imported: %2</source>
        <translation>가져올 수 없습니다: %1 — %2</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>호스트</translation>
    </message>
    <message>
        <source>Started (UTC)</source>
        <translation>시작 (UTC)</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>장치</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>백엔드</translation>
    </message>
    <message>
        <source>synthetic, not measured</source>
        <translation>합성 데이터, 측정값 아님</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln MPI ranks)</source>
        <translation>
            <numerusform>%1 (MPI 랭크 %Ln개)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::views::ProbeSuitePicker</name>
    <message>
        <source>Suites:</source>
        <translation>스위트:</translation>
    </message>
    <message>
        <source>Precisions:</source>
        <translation>정밀도:</translation>
    </message>
    <message>
        <source>The probe&apos;s suite &quot;%1&quot;</source>
        <translation>프로브 스위트 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>The suites appear here once the probe has said what it measures; a run before then measures all of them.</source>
        <translation>프로브가 측정할 수 있는 항목을 알려 주면 여기에 스위트가 나타납니다. 그 전에 실행하면 모든 스위트를 측정합니다.</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ProbeTargetBox</name>
    <message>
        <source>&quot;%1&quot; is not a host name: a name that starts with &quot;-&quot; would reach ssh as an option. Type a host such as node01 or user@node01.</source>
        <translation>호스트 이름이 아닙니다: &quot;%1&quot;. &quot;-&quot;로 시작하는 이름은 ssh에 옵션으로 전달됩니다. node01이나 user@node01 같은 호스트를 입력하십시오.</translation>
    </message>
    <message>
        <source>Run &amp;on:</source>
        <translation>실행 위치(&amp;O):</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>이 컴퓨터</translation>
    </message>
    <message>
        <source>This computer, or a host reached with ssh: user@node or an alias of ~/.ssh/config. ssh must log in with a key, without a password.</source>
        <translation>이 컴퓨터, 또는 ssh로 접속하는 호스트(user@node 또는 ~/.ssh/config의 별칭)입니다. ssh는 비밀번호 없이 키로 로그인할 수 있어야 합니다.</translation>
    </message>
    <message>
        <source>Probe co&amp;mmand:</source>
        <translation>프로브 명령(&amp;M):</translation>
    </message>
    <message>
        <source>What starts the probe on that host, e.g. scalescope-probe, a full path, or mpirun -np 4 scalescope-probe-mpi. Remembered for each host.</source>
        <translation>그 호스트에서 프로브를 시작하는 명령입니다. 예: scalescope-probe, 전체 경로, mpirun -np 4 scalescope-probe-mpi. 호스트마다 기억됩니다.</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ProbeView</name>
    <message>
        <source>The run could not be saved: %1</source>
        <translation>실행을 저장할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Cancelled; the partial results are kept and saved as %1.</source>
        <translation>취소했습니다. 부분 결과를 보존해 저장했습니다: %1</translation>
    </message>
    <message>
        <source>Finished; saved as %1.</source>
        <translation>완료했습니다. 저장한 파일: %1</translation>
    </message>
    <message>
        <source>Select two runs in the list to compare them.</source>
        <translation>비교하려면 목록에서 실행 두 개를 선택하십시오.</translation>
    </message>
    <message>
        <source>Choose at least one suite.</source>
        <translation>스위트를 하나 이상 선택하십시오.</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>이 컴퓨터</translation>
    </message>
    <message>
        <source>Running… results appear as they are measured.</source>
        <translation>실행 중… 측정되는 대로 결과가 나타납니다.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>중지하는 중…</translation>
    </message>
    <message>
        <source>Devices appear here once the probe has been asked (press Run, or open the tab again).</source>
        <translation>프로브에 물어보면 여기에 장치가 나타납니다(실행을 누르거나 탭을 다시 여십시오).</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>실행(&amp;R)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>대역폭</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>실행 기록</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>비교</translation>
    </message>
    <message>
        <source>The probe says: %1</source>
        <translation>프로브 메시지: %1</translation>
    </message>
    <message>
        <source>Choose the Probe Program</source>
        <translation>프로브 프로그램 선택</translation>
    </message>
    <message>
        <source>%1 is not a program that can be run.</source>
        <translation>실행할 수 있는 프로그램이 아닙니다: %1</translation>
    </message>
    <message>
        <source>Probe Program…</source>
        <translation>프로브 프로그램…</translation>
    </message>
    <message>
        <source>Which scalescope-probe to run (by default the one next to ScaleScope): %1</source>
        <translation>실행할 scalescope-probe (기본값은 ScaleScope 옆에 있는 것): %1</translation>
    </message>
    <message>
        <source>All devices</source>
        <translation>모든 장치</translation>
    </message>
    <message>
        <source>Looking for devices…</source>
        <translation>장치를 찾는 중…</translation>
    </message>
    <message>
        <source>The runs %1 and %2 share no test (suite, device and precision): run the same suites and precisions on the same device to compare them.</source>
        <translation>두 실행(%1, %2)에 공통된 테스트(스위트, 장치, 정밀도)가 없습니다. 비교하려면 같은 장치에서 같은 스위트와 정밀도로 실행하십시오.</translation>
    </message>
    <message>
        <source>⚠ marks medians whose repeats vary by more than 10 %: their ratio is not reliable.</source>
        <translation>⚠ 표시는 반복 측정이 10 % 넘게 달라지는 중앙값입니다. 그 비율은 믿기 어렵습니다.</translation>
    </message>
    <message>
        <source>Time &amp;limit:</source>
        <translation>시간 한도(&amp;L):</translation>
    </message>
    <message>
        <source>Matrix</source>
        <translation>행렬</translation>
    </message>
    <message>
        <source>Matrix multiply throughput per precision</source>
        <translation>정밀도별 행렬 곱셈 처리량</translation>
    </message>
    <message>
        <source>Memory and host transfer bandwidth against size</source>
        <translation>크기에 따른 메모리·호스트 전송 대역폭</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>훈련</translation>
    </message>
    <message>
        <source>The synthetic training step: speedup and efficiency against workers</source>
        <translation>합성 훈련 단계: 작업자 수에 따른 속도 향상과 효율성</translation>
    </message>
    <message>
        <source>Saved probe runs: open, rename, delete, export, import, compare</source>
        <translation>저장된 프로브 실행: 열기, 이름 바꾸기, 삭제, 내보내기, 가져오기, 비교</translation>
    </message>
    <message>
        <source>Two runs side by side, test by test</source>
        <translation>두 실행을 테스트별로 나란히 비교</translation>
    </message>
    <message>
        <source>The MPI job: its hosts and ranks, and the latency from rank 0 to each rank</source>
        <translation>MPI 작업: 호스트와 랭크, 랭크 0에서 각 랭크까지의 지연 시간</translation>
    </message>
    <message>
        <source>Choose the matrix, bandwidth, training-step, latency or comparison chart to export.</source>
        <translation>내보낼 행렬, 대역폭, 훈련 단계, 지연 시간 또는 비교 차트를 고르십시오.</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>호스트</translation>
    </message>
    <message>
        <source>&amp;Probe</source>
        <translation>프로브(&amp;P)</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>저장한 파일: %1</translation>
    </message>
</context>
<context>
    <name>scalescope::views::RankingView</name>
    <message>
        <source>Rank</source>
        <translation>순위</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>클러스터</translation>
    </message>
    <message>
        <source>Closeness</source>
        <translation>근접도</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <source>Mostly</source>
        <translation>주요 모델</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>구성</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>가속기 수</translation>
    </message>
    <message>
        <source>Time (min)</source>
        <translation>시간(분)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>비고</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>파레토 경계</translation>
    </message>
    <message>
        <source>ranked without efficiency (no reference)</source>
        <translation>효율성 없이 순위 매김(기준 없음)</translation>
    </message>
    <message>
        <source>duplicate logs, counted once</source>
        <translation>중복 로그, 한 번만 셈</translation>
    </message>
    <message>
        <source>ScaleScope Pareto chart</source>
        <translation>ScaleScope 파레토 차트</translation>
    </message>
    <message>
        <source>&lt;b&gt;Weights&lt;/b&gt; (TOPSIS; move a slider to re-rank)</source>
        <translation>&lt;b&gt;가중치&lt;/b&gt;(TOPSIS, 슬라이더를 움직이면 순위를 다시 매김)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Clusters&lt;/b&gt; by rank</source>
        <translation>순위별 &lt;b&gt;클러스터&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Configurations&lt;/b&gt; by rank</source>
        <translation>순위별 &lt;b&gt;구성&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2, round %3&lt;br&gt;%4 accelerators, %5 min&lt;br&gt;rank %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2, 라운드 %3&lt;br&gt;가속기 %4개, %5분&lt;br&gt;%6위</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>해당 없음</translation>
    </message>
    <message>
        <source>Nothing to rank.</source>
        <translation>순위를 매길 구성이 없습니다.</translation>
    </message>
    <message>
        <source>Nothing to rank</source>
        <translation>순위를 매길 구성 없음</translation>
    </message>
    <message>
        <source>No data: open MLPerf results to rank their configurations</source>
        <translation>데이터 없음: MLPerf 결과를 열면 구성의 순위를 매깁니다</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>안정성</translation>
    </message>
    <message>
        <source>How the ranking holds when the weights (and, if you ask, k and the reference scope) are drawn at random</source>
        <translation>가중치를(원하면 k와 기준 범위까지) 무작위로 뽑았을 때 순위가 얼마나 유지되는지</translation>
    </message>
    <message>
        <source>Rank ranges</source>
        <translation>순위 범위</translation>
    </message>
    <message>
        <source>&amp;Draws:</source>
        <translation>추출 횟수(&amp;D):</translation>
    </message>
    <message>
        <source>anywhere (Dirichlet)</source>
        <translation>전체 범위(디리클레)</translation>
    </message>
    <message>
        <source>around yours</source>
        <translation>지금 값 주변</translation>
    </message>
    <message>
        <source>Anywhere: weights drawn over all weightings (concentration 1: every weighting equally likely; more: nearer equal weights). Around yours: each weight within ± the given share of your own.</source>
        <translation>전체 범위: 가능한 모든 가중치 조합에서 뽑습니다(집중도 1: 모든 조합이 같은 확률, 클수록 같은 가중치에 가까움). 지금 값 주변: 각 가중치를 지금 값의 ± 지정한 비율 안에서 뽑습니다.</translation>
    </message>
    <message>
        <source>Dirichlet concentration</source>
        <translation>디리클레 집중도</translation>
    </message>
    <message>
        <source>α = </source>
        <translation>α = </translation>
    </message>
    <message>
        <source>How far each weight may move from yours</source>
        <translation>각 가중치가 지금 값에서 움직일 수 있는 폭</translation>
    </message>
    <message>
        <source>to </source>
        <translation>~ </translation>
    </message>
    <message>
        <source>Draw the reference scope too: same round, all rounds, same submitter</source>
        <translation>기준 범위도 뽑습니다: 같은 라운드, 모든 라운드, 같은 제출 기관</translation>
    </message>
    <message>
        <source>Drawing: %1 of %2…</source>
        <translation>추출 중: %2회 중 %1회…</translation>
    </message>
    <message>
        <source>Drawing…</source>
        <translation>추출 중…</translation>
    </message>
    <message>
        <source>ScaleScope ranking stability</source>
        <translation>ScaleScope 순위 안정성</translation>
    </message>
    <message numerus="yes">
        <source>%Ln draw(s), seed %1</source>
        <translation>
            <numerusform>추출 %Ln회, 시드 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clustering(s)</source>
        <translation>
            <numerusform>클러스터링 %n가지</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Cluster %1&lt;/b&gt;&lt;br&gt;first in %2 of draws, in the first three in %3&lt;br&gt;median rank %4 (5–95 %: %5–%6)&lt;br&gt;rank with your weights %7&lt;br&gt;Click to select its configurations</source>
        <translation>&lt;b&gt;클러스터 %1&lt;/b&gt;&lt;br&gt;추출의 %2에서 1위, %3에서 3위 안&lt;br&gt;순위 중앙값 %4(5–95 %: %5–%6)&lt;br&gt;지금 가중치에서의 순위 %7&lt;br&gt;클릭하면 이 클러스터의 구성을 선택합니다</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;first in %2 of draws, in the first three in %3&lt;br&gt;median rank %4 (5–95 %: %5–%6)&lt;br&gt;rank with your weights %7</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;추출의 %2에서 1위, %3에서 3위 안&lt;br&gt;순위 중앙값 %4(5–95 %: %5–%6)&lt;br&gt;지금 가중치에서의 순위 %7</translation>
    </message>
    <message>
        <source>First places by cluster</source>
        <translation>클러스터별 1위 비율</translation>
    </message>
    <message>
        <source>Sh&amp;ow:</source>
        <translation>표시(&amp;O):</translation>
    </message>
    <message>
        <source>W&amp;eights:</source>
        <translation>가중치(&amp;E):</translation>
    </message>
    <message>
        <source>Var&amp;y k:</source>
        <translation>k 바꾸기(&amp;Y):</translation>
    </message>
    <message>
        <source>Vary s&amp;cope</source>
        <translation>범위 바꾸기(&amp;C)</translation>
    </message>
    <message>
        <source>Ran&amp;king</source>
        <translation>순위(&amp;K)</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>클러스터</translation>
    </message>
    <message>
        <source>Configurations</source>
        <translation>구성</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingFitsDialog</name>
    <message>
        <source>Fits of %1</source>
        <translation>%1의 적합</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>계열</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>식</translation>
    </message>
    <message>
        <source>Adj. R²</source>
        <translation>수정 R²</translation>
    </message>
    <message>
        <source>SMAPE (%)</source>
        <translation>SMAPE (%)</translation>
    </message>
    <message>
        <source>Worst residual (%)</source>
        <translation>최대 잔차 (%)</translation>
    </message>
    <message>
        <source>AICc</source>
        <translation>AICc</translation>
    </message>
    <message>
        <source>ΔAICc</source>
        <translation>ΔAICc</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>표시</translation>
    </message>
    <message>
        <source>too few points</source>
        <translation>점이 너무 적음</translation>
    </message>
    <message>
        <source>AICc compares the models on the relative residuals they are fitted on; the lowest wins, and a difference under 2 means little. Double-click a row, or press Enter, to draw that model for its series.</source>
        <translation>AICc는 각 모델을 적합에 쓴 상대 잔차로 비교합니다. 가장 낮은 값이 가장 좋으며, 차이가 2보다 작으면 의미가 크지 않습니다. 행을 두 번 클릭하거나 Enter를 누르면 그 계열에 해당 모델을 그립니다.</translation>
    </message>
    <message>
        <source>%1 — not physical: negative serial time</source>
        <translation>%1 — 물리적으로 불가능: 직렬 시간이 음수</translation>
    </message>
    <message>
        <source>The fit&apos;s constant (serial) time is negative, so its times fall towards zero and below as accelerators are added.</source>
        <translation>적합의 상수(직렬) 시간이 음수라 가속기를 늘릴수록 시간이 0을 향해, 그리고 0 아래로 떨어집니다.</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingView</name>
    <message>
        <source>n/a</source>
        <translation>해당 없음</translation>
    </message>
    <message>
        <source>ScaleScope scaling chart: %1 against accelerators, benchmark %2</source>
        <translation>ScaleScope 확장성 차트: 가속기 수에 따른 %1, 벤치마크 %2</translation>
    </message>
    <message>
        <source>&amp;Metric:</source>
        <translation>지표(&amp;M):</translation>
    </message>
    <message>
        <source>accelerator model</source>
        <translation>가속기 모델</translation>
    </message>
    <message>
        <source>organisation</source>
        <translation>조직</translation>
    </message>
    <message>
        <source>round</source>
        <translation>라운드</translation>
    </message>
    <message>
        <source>No data: open MLPerf results to see how they scale</source>
        <translation>데이터 없음: MLPerf 결과를 열면 확장성을 보여 줍니다</translation>
    </message>
    <message>
        <source>Series pe&amp;r:</source>
        <translation>계열 기준(&amp;R):</translation>
    </message>
    <message>
        <source>%1 — Amdahl fit ε %2, R² %3, worst residual %4%</source>
        <translation>%1 — 암달 적합 ε %2, R² %3, 최대 잔차 %4%</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2, round %3&lt;br&gt;%4 accelerators, %5 min&lt;br&gt;%6: %7&lt;br&gt;&lt;i&gt;%8&lt;/i&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2, 라운드 %3&lt;br&gt;가속기 %4개, %5분&lt;br&gt;%6: %7&lt;br&gt;&lt;i&gt;%8&lt;/i&gt;</translation>
    </message>
    <message>
        <source>No %1 result here has an energy figure. Energy comes from MLPerf power logs (Training v4.0 and later, a power folder beside the results) or an energy column in a results table: open such results, or choose another metric.</source>
        <translation>여기에는 에너지 값이 있는 %1 결과가 없습니다. 에너지는 MLPerf 전력 로그(Training v4.0 이후, 결과 옆의 power 폴더)나 결과 표의 에너지 열에서 가져옵니다. 그런 결과를 열거나 다른 지표를 고르십시오.</translation>
    </message>
    <message>
        <source>No %1 series here has two or more sizes to compare, so there is no %2 to draw: open more results of the same systems, or choose another metric.</source>
        <translation>여기에는 비교할 크기가 두 개 이상인 %1 계열이 없어 그릴 %2 값이 없습니다. 같은 시스템의 결과를 더 열거나 다른 지표를 고르십시오.</translation>
    </message>
    <message>
        <source>No %1 result here has a value for %2: choose another metric or benchmark.</source>
        <translation>여기에는 %2 값이 있는 %1 결과가 없습니다. 다른 지표나 벤치마크를 고르십시오.</translation>
    </message>
    <message>
        <source>&amp;Scaling</source>
        <translation>확장성(&amp;S)</translation>
    </message>
    <message>
        <source>%1 — %2 fit R² %3, worst residual %4%</source>
        <translation>%1 — %2 적합 R² %3, 최대 잔차 %4%</translation>
    </message>
    <message>
        <source>Each Series&apos; &amp;Best by AICc</source>
        <translation>계열마다 AICc 최적 모델(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Power Law  T = c·k^−β</source>
        <translation>거듭제곱 법칙(&amp;P)  T = c·k^−β</translation>
    </message>
    <message>
        <source>&amp;Extra-P  T = c₀ + c₁·k^i·log₂(k)^j</source>
        <translation>Extra-P(&amp;E)  T = c₀ + c₁·k^i·log₂(k)^j</translation>
    </message>
    <message>
        <source>&amp;Amdahl  T = a + b/k</source>
        <translation>암달(&amp;A)  T = a + b/k</translation>
    </message>
    <message>
        <source>&amp;Compare Fits…</source>
        <translation>적합 비교(&amp;C)…</translation>
    </message>
    <message>
        <source>Fit ▾</source>
        <translation>적합 ▾</translation>
    </message>
    <message>
        <source>Fit: %1</source>
        <translation>적합: %1</translation>
    </message>
    <message numerus="yes">
        <source>Fit: %1, %n series set by hand</source>
        <translation>
            <numerusform>적합: %1, 직접 정한 계열 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the fit each series draws, or compare the three models by AICc. The selected configuration&apos;s series also draws its 95 % prediction band.</source>
        <translation>각 계열이 그릴 적합을 고르거나, 세 모델을 AICc로 비교합니다. 선택한 구성의 계열에는 95% 예측 구간도 함께 그립니다.</translation>
    </message>
    <message>
        <source>The Amdahl fit residual belongs to a fit, and fits are made for each accelerator model: choose series per accelerator model, or another metric.</source>
        <translation>암달 적합 잔차는 적합에서 나오고, 적합은 가속기 모델마다 따로 합니다. 계열 기준을 가속기 모델로 바꾸거나 다른 지표를 고르십시오.</translation>
    </message>
</context>
<context>
    <name>scalescope::views::SurfaceView</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;k = %2, ε_eff = %3&lt;br&gt;E = %4 → E&apos; = %5 with compute ×%6 (ε&apos; = %7)&lt;br&gt;real gain T/T&apos; = %8</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;k = %2, ε_eff = %3&lt;br&gt;계산 ×%6일 때 E = %4 → E&apos; = %5 (ε&apos; = %7)&lt;br&gt;실제 이득 T/T&apos; = %8</translation>
    </message>
    <message>
        <source>Select a configuration (in the table or on the chart) to read its efficiency before and after making compute ×%1 faster.</source>
        <translation>표나 차트에서 구성을 선택하면 계산을 %1배 빠르게 했을 때 전후의 효율성을 읽을 수 있습니다.</translation>
    </message>
    <message>
        <source>ScaleScope efficiency surface E(k, ε) with the configurations of %1 and compute ×%2</source>
        <translation>ScaleScope 효율성 표면 E(k, ε): %1 구성, 계산 ×%2</translation>
    </message>
    <message>
        <source>How much faster the compute phase gets while communication stays the same; about 4 for half precision</source>
        <translation>통신은 그대로 두고 계산 단계를 몇 배 빠르게 할지 정합니다. 반정밀도는 약 4배입니다</translation>
    </message>
    <message>
        <source>Co&amp;mpute faster by ×</source>
        <translation>계산 가속 배수(&amp;M) ×</translation>
    </message>
    <message>
        <source>A factor below 1 makes compute slower: a slowdown.</source>
        <translation>1보다 작은 배수는 계산을 느리게 만듭니다(속도 저하).</translation>
    </message>
    <message>
        <source>Off the grid 10⁻⁸…10⁻¹ (negative ε is drawn at the bottom edge):</source>
        <translation>격자 10⁻⁸…10⁻¹ 밖 (음수 ε는 아래 가장자리에 그림):</translation>
    </message>
    <message>
        <source>Show k 1…10⁶ and ε 10⁻⁸…10⁻¹ instead of the view that fits the configurations</source>
        <translation>구성에 맞춘 범위 대신 k 1…10⁶, ε 10⁻⁸…10⁻¹ 전체를 보여 줍니다</translation>
    </message>
    <message>
        <source>%1 (round %2)</source>
        <translation>%1 (라운드 %2)</translation>
    </message>
    <message>
        <source>ε_eff %1 · k = %2</source>
        <translation>ε_eff %1 · k = %2</translation>
    </message>
    <message>
        <source>Supercomputers and GPU clusters on the efficiency surface (Végh&apos;s comparison)</source>
        <translation>효율성 표면 위의 슈퍼컴퓨터와 GPU 클러스터(Végh의 비교)</translation>
    </message>
    <message numerus="yes">
        <source>%n configuration(s) of every benchmark, placed in their own series.</source>
        <translation>
            <numerusform>모든 벤치마크의 구성 %n개를 각자의 계열에 배치했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>ScaleScope efficiency surface E(k, ε): supercomputers and GPU clusters, compute ×%1</source>
        <translation>ScaleScope 효율성 표면 E(k, ε): 슈퍼컴퓨터와 GPU 클러스터, 계산 ×%1</translation>
    </message>
    <message>
        <source>Place the supercomputers&apos; strong-scaling results (every HPC benchmark) beside this benchmark&apos;s configurations</source>
        <translation>슈퍼컴퓨터의 강한 확장 결과(모든 HPC 벤치마크)를 이 벤치마크의 구성과 함께 배치합니다</translation>
    </message>
    <message>
        <source>Sh&amp;ow:</source>
        <translation>표시(&amp;O):</translation>
    </message>
    <message>
        <source>this benchmark</source>
        <translation>이 벤치마크</translation>
    </message>
    <message>
        <source>supercomputers vs GPU clusters (Végh)</source>
        <translation>슈퍼컴퓨터 대 GPU 클러스터(Végh)</translation>
    </message>
    <message>
        <source>Végh&apos;s comparison: Piz Daint&apos;s P100s, Fugaku&apos;s CPU-only runs and the V100 machines beside the A100 and H100 clusters, each in its own series, with what the numbers say</source>
        <translation>Végh의 비교: Piz Daint의 P100, 후가쿠의 CPU 전용 실행, V100 장비를 A100·H100 클러스터와 나란히 각자의 계열로 놓고, 수치가 말하는 바를 함께 보여 줍니다</translation>
    </message>
    <message>
        <source>Whole &amp;grid</source>
        <translation>전체 격자(&amp;G)</translation>
    </message>
    <message>
        <source>MLPerf HP&amp;C systems</source>
        <translation>MLPerf HPC 시스템(&amp;C)</translation>
    </message>
    <message>
        <source>Efficiency S&amp;urface</source>
        <translation>효율성 표면(&amp;U)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2, round %3&lt;br&gt;k = %4, ε_eff = %5&lt;br&gt;E = %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2, 라운드 %3&lt;br&gt;k = %4, ε_eff = %5&lt;br&gt;E = %6</translation>
    </message>
</context>
<context>
    <name>scalescope::views::TablePage</name>
    <message>
        <source>&amp;Columns</source>
        <translation>열(&amp;C)</translation>
    </message>
    <message>
        <source>No data yet.

Open an MLPerf Training or HPC results folder (for example training_results_v4.0 or hpc_results_v2.0, one organisation&apos;s folder inside it, or one system&apos;s results folder) with File ▸ Open Folder… (Ctrl+Shift+O), a results table or ScaleScope dataset with File ▸ Open File… (Ctrl+O), or the embedded sample with File ▸ Open Sample. A path can also be given on the command line: scalescope PATH</source>
        <translation>아직 데이터가 없습니다.

파일 ▸ 폴더 열기…(Ctrl+Shift+O)로 MLPerf Training이나 HPC 결과 폴더(예: training_results_v4.0이나 hpc_results_v2.0, 그 안의 조직 폴더 하나, 또는 시스템 하나의 결과 폴더)를 열거나, 파일 ▸ 파일 열기…(Ctrl+O)로 결과 표나 ScaleScope 데이터셋을 열거나, 파일 ▸ 샘플 열기로 내장 샘플을 여십시오. 명령줄에 경로를 지정할 수도 있습니다: scalescope 경로</translation>
    </message>
    <message>
        <source>Open Folder…</source>
        <translation>폴더 열기…</translation>
    </message>
    <message>
        <source>No configuration matches the filters and the search above.</source>
        <translation>위의 필터와 검색에 맞는 구성이 없습니다.</translation>
    </message>
    <message>
        <source>&amp;Clear Filters</source>
        <translation>필터 지우기(&amp;C)</translation>
    </message>
    <message>
        <source>Open Sample</source>
        <translation>샘플 열기</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>표(&amp;T)</translation>
    </message>
    <message>
        <source>No configuration is selected among these rows. Select some with Shift-drag on a chart, or turn off Selected Only.</source>
        <translation>이 행들 중 선택한 구성이 없습니다. 차트에서 Shift를 누른 채 끌어 선택하거나, &quot;선택한 것만&quot;을 끄십시오.</translation>
    </message>
    <message>
        <source>&amp;Copy Rows</source>
        <translation>행 복사(&amp;C)</translation>
    </message>
</context>
<context>
    <name>scalescope::views::WeakScalingView</name>
    <message>
        <source>No data: open MLPerf HPC results</source>
        <translation>데이터가 없습니다. MLPerf HPC 결과를 여십시오</translation>
    </message>
    <message>
        <source>No data: open MLPerf HPC results (hpc_results_v1.0 or later) to see weak scaling</source>
        <translation>데이터가 없습니다. 약한 확장을 보려면 MLPerf HPC 결과(hpc_results_v1.0 이후)를 여십시오</translation>
    </message>
    <message numerus="yes">
        <source>%n weak-scaling result(s)</source>
        <translation>
            <numerusform>약한 확장 결과 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Sh&amp;ow:</source>
        <translation>표시(&amp;O):</translation>
    </message>
    <message>
        <source>&amp;Weak Scaling</source>
        <translation>약한 확장(&amp;W)</translation>
    </message>
</context>
</TS>
