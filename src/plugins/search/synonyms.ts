import type {SynonymEntry} from './types';

/**
 * The reviewed synonym list of the site's domain, in the format of Algolia's synonym settings: the local
 * index expands queries with it (client/queryPlan.ts), and algolia/synonyms.json is the same list for the
 * Algolia index (a unit test keeps the two equal). Two-way groups are words readers use interchangeably;
 * one-way entries send a reader's word to the site's term ("own expectation" → Custom Expectation).
 */
export const synonyms: readonly SynonymEntry[] = [
  {objectID: 'gx-alert', type: 'synonym', synonyms: ['alert', 'alerts', 'notification', 'notifications', 'notify']},
  {objectID: 'gx-email', type: 'synonym', synonyms: ['email', 'e-mail', 'smtp', 'mail']},
  {objectID: 'gx-s3', type: 'synonym', synonyms: ['s3', 'amazon s3', 'aws s3']},
  {objectID: 'gx-aws', type: 'synonym', synonyms: ['aws', 'amazon web services']},
  {objectID: 'gx-gcs', type: 'synonym', synonyms: ['gcs', 'google cloud storage']},
  {objectID: 'gx-gcp', type: 'synonym', synonyms: ['gcp', 'google cloud platform', 'google cloud']},
  {objectID: 'gx-abs', type: 'synonym', synonyms: ['abs', 'azure blob storage', 'azure blob']},
  {objectID: 'gx-dataframe', type: 'synonym', synonyms: ['df', 'dataframe', 'data frame']},
  {
    objectID: 'gx-credentials',
    type: 'synonym',
    synonyms: ['creds', 'credentials', 'secrets', 'secret', 'password', 'passwords'],
  },
  {objectID: 'gx-yaml', type: 'synonym', synonyms: ['yml', 'yaml']},
  {objectID: 'gx-suite', type: 'synonym', synonyms: ['suite', 'expectation suite']},
  {objectID: 'gx-data-quality', type: 'synonym', synonyms: ['dq', 'data quality']},
  {objectID: 'gx-database', type: 'synonym', synonyms: ['db', 'database']},
  {objectID: 'gx-postgres', type: 'synonym', synonyms: ['postgres', 'postgresql', 'psql']},
  {objectID: 'gx-mssql', type: 'synonym', synonyms: ['mssql', 'sql server']},
  {objectID: 'gx-bigquery', type: 'synonym', synonyms: ['bq', 'bigquery']},
  {objectID: 'gx-spark', type: 'synonym', synonyms: ['spark', 'pyspark']},
  {objectID: 'gx-regex', type: 'synonym', synonyms: ['regex', 'regular expression', 'regexp']},
  {objectID: 'gx-gx', type: 'synonym', synonyms: ['gx', 'great expectations', 'great_expectations']},
  {objectID: 'gx-cli', type: 'synonym', synonyms: ['cli', 'command line']},
  {
    objectID: 'gx-env-var',
    type: 'synonym',
    synonyms: ['environment variable', 'environment variables', 'env var', 'env vars'],
  },
  {objectID: 'gx-validate', type: 'synonym', synonyms: ['validate', 'validation', 'validating']},
  {objectID: 'gx-sample', type: 'synonym', synonyms: ['sample', 'sampling']},
  {objectID: 'gx-split', type: 'synonym', synonyms: ['split', 'splitting', 'partition', 'partitioning']},
  {objectID: 'gx-schedule', type: 'synonym', synonyms: ['schedule', 'scheduled', 'cron']},
  {objectID: 'gx-notebook', type: 'synonym', synonyms: ['notebook', 'jupyter']},
  {objectID: 'gx-install', type: 'synonym', synonyms: ['install', 'installation', 'pip install']},
  {objectID: 'gx-upgrade', type: 'synonym', synonyms: ['upgrade', 'migrate', 'migration']},
  {objectID: 'gx-delete', type: 'synonym', synonyms: ['delete', 'remove']},
  {objectID: 'gx-lineage', type: 'synonym', synonyms: ['lineage', 'openlineage']},
  {objectID: 'gx-comment', type: 'synonym', synonyms: ['comment', 'comments', 'note', 'notes']},
  {objectID: 'gx-release-notes', type: 'synonym', synonyms: ['changelog', 'release notes', 'what changed']},
  {objectID: 'gx-usage-statistics', type: 'synonym', synonyms: ['usage statistics', 'telemetry', 'analytics']},
  {objectID: 'gx-data-source-oneway', type: 'oneWaySynonym', input: 'data source', synonyms: ['datasource']},
  {objectID: 'gx-own-oneway', type: 'oneWaySynonym', input: 'own', synonyms: ['custom']},
  {objectID: 'gx-webhook-oneway', type: 'oneWaySynonym', input: 'webhook', synonyms: ['custom notifications']},
  {objectID: 'gx-disk-oneway', type: 'oneWaySynonym', input: 'disk', synonyms: ['filesystem']},
  {objectID: 'gx-folder-oneway', type: 'oneWaySynonym', input: 'folder', synonyms: ['directory', 'filesystem']},
  // Readers' words for GX's own terms, found in the docs of all three versions (0.14.13, 0.15.50, 0.16.10).
  // The glossary defines an Expectation as "a declarative, verifiable assertion about data".
  {objectID: 'gx-assertion-oneway', type: 'oneWaySynonym', input: 'assertion', synonyms: ['expectation']},
  {objectID: 'gx-assertions-oneway', type: 'oneWaySynonym', input: 'assertions', synonyms: ['expectation']},
  {objectID: 'gx-data-test-oneway', type: 'oneWaySynonym', input: 'data test', synonyms: ['expectation']},
  {objectID: 'gx-data-tests-oneway', type: 'oneWaySynonym', input: 'data tests', synonyms: ['expectation']},
  {
    objectID: 'gx-data-quality-rule-oneway',
    type: 'oneWaySynonym',
    input: 'data quality rule',
    synonyms: ['expectation'],
  },
  {objectID: 'gx-validation-rule-oneway', type: 'oneWaySynonym', input: 'validation rule', synonyms: ['expectation']},
  {objectID: 'gx-test-suite-oneway', type: 'oneWaySynonym', input: 'test suite', synonyms: ['expectation suite']},
  {objectID: 'gx-rule-set-oneway', type: 'oneWaySynonym', input: 'rule set', synonyms: ['expectation suite']},
  // A data contract, in GX's terms, is the Expectation Suite a dataset must meet (0.15 and 0.16 glossary keywords).
  {objectID: 'gx-data-contract-oneway', type: 'oneWaySynonym', input: 'data contract', synonyms: ['expectation suite']},
  // Data Docs are GX's HTML reports of suites and Validation Results.
  {objectID: 'gx-report-oneway', type: 'oneWaySynonym', input: 'report', synonyms: ['data docs']},
  {objectID: 'gx-reports-oneway', type: 'oneWaySynonym', input: 'reports', synonyms: ['data docs']},
  // "Profiler" is the word of every version; the 0.15 and 0.16 Data Assistant pages use it too (0.14 has no Data Assistant).
  {objectID: 'gx-profiling-oneway', type: 'oneWaySynonym', input: 'profiling', synonyms: ['profiler']},
  {objectID: 'gx-profile-oneway', type: 'oneWaySynonym', input: 'profile', synonyms: ['profiler']},
  // Missing values are nulls to GX (expect_column_values_to_not_be_null); pandas reads an empty cell as NaN.
  {objectID: 'gx-missing-values-oneway', type: 'oneWaySynonym', input: 'missing values', synonyms: ['null']},
  {objectID: 'gx-empty-values-oneway', type: 'oneWaySynonym', input: 'empty values', synonyms: ['null']},
  {objectID: 'gx-nan-oneway', type: 'oneWaySynonym', input: 'nan', synonyms: ['null']},
  // Duplicates are checked by the uniqueness Expectations (expect_column_values_to_be_unique, …).
  {objectID: 'gx-duplicate-oneway', type: 'oneWaySynonym', input: 'duplicate', synonyms: ['unique']},
  {objectID: 'gx-duplicates-oneway', type: 'oneWaySynonym', input: 'duplicates', synonyms: ['unique']},
  {objectID: 'gx-number-of-rows-oneway', type: 'oneWaySynonym', input: 'number of rows', synonyms: ['row count']},
  {objectID: 'gx-record-count-oneway', type: 'oneWaySynonym', input: 'record count', synonyms: ['row count']},
  {
    objectID: 'gx-dtype',
    type: 'synonym',
    synonyms: ['dtype', 'dtypes', 'data type', 'data types', 'column type', 'column types'],
  },
  // A missing column is what expect_column_to_exist checks.
  {objectID: 'gx-missing-column-oneway', type: 'oneWaySynonym', input: 'missing column', synonyms: ['column to exist']},
  // A SQL Datasource's connection_string is a SQLAlchemy URL.
  {
    objectID: 'gx-sqlalchemy-url-oneway',
    type: 'oneWaySynonym',
    input: 'sqlalchemy url',
    synonyms: ['connection string'],
  },
  {
    objectID: 'gx-database-url-oneway',
    type: 'oneWaySynonym',
    input: 'database url',
    synonyms: ['connection string', 'sqlalchemy url'],
  },
  {
    objectID: 'gx-db-url-oneway',
    type: 'oneWaySynonym',
    input: 'db url',
    synonyms: ['connection string', 'sqlalchemy url'],
  },
  // A DAG is Airflow's pipeline; the docs of every version have a guide for GX with Apache Airflow.
  {objectID: 'gx-dag-oneway', type: 'oneWaySynonym', input: 'dag', synonyms: ['airflow']},
  {objectID: 'gx-dags-oneway', type: 'oneWaySynonym', input: 'dags', synonyms: ['airflow']},
  // The orchestrators the docs of every version have a guide for.
  {
    objectID: 'gx-orchestrator-oneway',
    type: 'oneWaySynonym',
    input: 'orchestrator',
    synonyms: ['orchestration', 'airflow', 'prefect', 'flyte'],
  },
  // A validation job, in GX, is a Checkpoint run.
  {objectID: 'gx-validation-job-oneway', type: 'oneWaySynonym', input: 'validation job', synonyms: ['checkpoint']},
  // `mostly` is how an Expectation tolerates a share of failing values.
  {objectID: 'gx-tolerance-oneway', type: 'oneWaySynonym', input: 'tolerance', synonyms: ['mostly']},
  // A WHERE clause on an Expectation is a row_condition (Conditional Expectations).
  {
    objectID: 'gx-where-clause-oneway',
    type: 'oneWaySynonym',
    input: 'where clause',
    synonyms: ['row condition', 'conditional expectations'],
  },
  // GX calls failing values "unexpected"; result_format says how many of them (and their rows) are returned.
  {
    objectID: 'gx-failed-rows-oneway',
    type: 'oneWaySynonym',
    input: 'failed rows',
    synonyms: ['unexpected', 'result format'],
  },
  {
    objectID: 'gx-failing-rows-oneway',
    type: 'oneWaySynonym',
    input: 'failing rows',
    synonyms: ['unexpected', 'result format'],
  },
  // Data Connectors match files with a glob_directive (or a regex); the docs never say "wildcard".
  {objectID: 'gx-wildcard-oneway', type: 'oneWaySynonym', input: 'wildcard', synonyms: ['glob']},
  // A Data Asset is a named dataset (a table, a set of files) of a Datasource.
  {objectID: 'gx-dataset-oneway', type: 'oneWaySynonym', input: 'dataset', synonyms: ['data asset']},
  {objectID: 'gx-venv', type: 'synonym', synonyms: ['virtual environment', 'venv', 'virtualenv']},
  // Readers' words from GX issues and discussions, each checked against the docs of all three versions.
  // Issue threads say "data quality checks" for Expectations.
  {objectID: 'gx-quality-check-oneway', type: 'oneWaySynonym', input: 'quality check', synonyms: ['expectation']},
  {objectID: 'gx-quality-checks-oneway', type: 'oneWaySynonym', input: 'quality checks', synonyms: ['expectation']},
  {objectID: 'gx-custom-rule-oneway', type: 'oneWaySynonym', input: 'custom rule', synonyms: ['custom expectation']},
  // dbt's accepted_values is GX's value_set (expect_column_values_to_be_in_set and its kin).
  {objectID: 'gx-accepted-values-oneway', type: 'oneWaySynonym', input: 'accepted values', synonyms: ['value set']},
  {objectID: 'gx-allowed-values-oneway', type: 'oneWaySynonym', input: 'allowed values', synonyms: ['value set']},
  // A composite key's uniqueness is expect_compound_columns_to_be_unique.
  {objectID: 'gx-composite-key-oneway', type: 'oneWaySynonym', input: 'composite key', synonyms: ['compound columns']},
  {objectID: 'gx-uniqueness-oneway', type: 'oneWaySynonym', input: 'uniqueness', synonyms: ['unique']},
  // The column statistics Expectations: quantile, mean, stdev.
  {objectID: 'gx-percentile-oneway', type: 'oneWaySynonym', input: 'percentile', synonyms: ['quantile']},
  {objectID: 'gx-percentiles-oneway', type: 'oneWaySynonym', input: 'percentiles', synonyms: ['quantile']},
  {objectID: 'gx-average-oneway', type: 'oneWaySynonym', input: 'average', synonyms: ['mean']},
  {objectID: 'gx-avg-oneway', type: 'oneWaySynonym', input: 'avg', synonyms: ['mean']},
  {objectID: 'gx-stdev', type: 'synonym', synonyms: ['stdev', 'standard deviation']},
  // One way only: as an alternative, "std" would also match the prefix of stdout and stderr.
  {objectID: 'gx-std-oneway', type: 'oneWaySynonym', input: 'std', synonyms: ['stdev', 'standard deviation']},
  // Date and time formats are checked by expect_column_values_to_match_strftime_format and _to_be_dateutil_parseable.
  {objectID: 'gx-date-format-oneway', type: 'oneWaySynonym', input: 'date format', synonyms: ['strftime', 'dateutil']},
  {
    objectID: 'gx-datetime-format-oneway',
    type: 'oneWaySynonym',
    input: 'datetime format',
    synonyms: ['strftime', 'dateutil'],
  },
  {
    objectID: 'gx-timestamp-format-oneway',
    type: 'oneWaySynonym',
    input: 'timestamp format',
    synonyms: ['strftime', 'dateutil'],
  },
  // String lengths are expect_column_value_lengths_to_be_between / _to_equal.
  {objectID: 'gx-string-length-oneway', type: 'oneWaySynonym', input: 'string length', synonyms: ['value lengths']},
  {objectID: 'gx-value-range-oneway', type: 'oneWaySynonym', input: 'value range', synonyms: ['between']},
  // Two columns compared with each other are a column pair (expect_column_pair_values_A_to_be_greater_than_B, …).
  {objectID: 'gx-compare-columns-oneway', type: 'oneWaySynonym', input: 'compare columns', synonyms: ['column pair']},
  {
    objectID: 'gx-compare-two-columns-oneway',
    type: 'oneWaySynonym',
    input: 'compare two columns',
    synonyms: ['column pair'],
  },
  {
    objectID: 'gx-column-comparison-oneway',
    type: 'oneWaySynonym',
    input: 'column comparison',
    synonyms: ['column pair'],
  },
  {
    objectID: 'gx-multiple-columns-oneway',
    type: 'oneWaySynonym',
    input: 'multiple columns',
    synonyms: ['multicolumn', 'compound columns'],
  },
  {objectID: 'gx-datatype-oneway', type: 'oneWaySynonym', input: 'datatype', synonyms: ['data type', 'dtype']},
  {objectID: 'gx-monotonic-oneway', type: 'oneWaySynonym', input: 'monotonic', synonyms: ['increasing', 'decreasing']},
  // A table's schema is checked by expect_table_columns_to_match_ordered_list / _set and expect_column_to_exist.
  {
    objectID: 'gx-schema-validation-oneway',
    type: 'oneWaySynonym',
    input: 'schema validation',
    synonyms: ['table columns', 'column to exist'],
  },
  // Filtering the rows an Expectation applies to is a row_condition.
  {
    objectID: 'gx-filter-rows-oneway',
    type: 'oneWaySynonym',
    input: 'filter rows',
    synonyms: ['row condition', 'conditional expectations'],
  },
  // What a run returns is a Validation Result; its failing values are "unexpected".
  {objectID: 'gx-test-results-oneway', type: 'oneWaySynonym', input: 'test results', synonyms: ['validation results']},
  {objectID: 'gx-test-result-oneway', type: 'oneWaySynonym', input: 'test result', synonyms: ['validation result']},
  {
    objectID: 'gx-invalid-rows-oneway',
    type: 'oneWaySynonym',
    input: 'invalid rows',
    synonyms: ['unexpected', 'result format'],
  },
  {
    objectID: 'gx-invalid-records-oneway',
    type: 'oneWaySynonym',
    input: 'invalid records',
    synonyms: ['unexpected', 'result format'],
  },
  {
    objectID: 'gx-failed-records-oneway',
    type: 'oneWaySynonym',
    input: 'failed records',
    synonyms: ['unexpected', 'result format'],
  },
  {
    objectID: 'gx-validation-store-oneway',
    type: 'oneWaySynonym',
    input: 'validation store',
    synonyms: ['validation result store', 'validations store'],
  },
  {objectID: 'gx-datadocs-oneway', type: 'oneWaySynonym', input: 'datadocs', synonyms: ['data docs']},
  {
    objectID: 'gx-publish-data-docs-oneway',
    type: 'oneWaySynonym',
    input: 'publish data docs',
    synonyms: ['host data docs'],
  },
  // The project's config file is great_expectations.yml.
  {
    objectID: 'gx-config-file-oneway',
    type: 'oneWaySynonym',
    input: 'config file',
    synonyms: ['great_expectations.yml'],
  },
  {
    objectID: 'gx-configuration-file-oneway',
    type: 'oneWaySynonym',
    input: 'configuration file',
    synonyms: ['great_expectations.yml'],
  },
  // Values supplied at run time ("how to dynamically load evaluation parameters") are Evaluation Parameters.
  {
    objectID: 'gx-dynamic-parameters-oneway',
    type: 'oneWaySynonym',
    input: 'dynamic parameters',
    synonyms: ['evaluation parameter'],
  },
  {
    objectID: 'gx-dynamic-parameter-oneway',
    type: 'oneWaySynonym',
    input: 'dynamic parameter',
    synonyms: ['evaluation parameter'],
  },
  // The Teams Action is MicrosoftTeamsNotificationAction (one word to the index, so its prefix matches it).
  {
    objectID: 'gx-ms-teams-oneway',
    type: 'oneWaySynonym',
    input: 'ms teams',
    synonyms: ['microsoft teams', 'microsoftteams'],
  },
  {objectID: 'gx-alerting-oneway', type: 'oneWaySynonym', input: 'alerting', synonyms: ['notifications']},
  // Amazon MWAA is Managed Workflows for Apache Airflow.
  {objectID: 'gx-mwaa-oneway', type: 'oneWaySynonym', input: 'mwaa', synonyms: ['airflow']},
  {objectID: 'gx-sqlserver-oneway', type: 'oneWaySynonym', input: 'sqlserver', synonyms: ['sql server', 'mssql']},
  {
    objectID: 'gx-connection-url-oneway',
    type: 'oneWaySynonym',
    input: 'connection url',
    synonyms: ['connection string'],
  },
  // Expectations generated from data come from a Profiler (and, in 0.15 and 0.16, a Data Assistant).
  {objectID: 'gx-auto-generate-oneway', type: 'oneWaySynonym', input: 'auto generate', synonyms: ['profiler']},
  // A profiler leaves columns out with ignored_columns (UserConfigurableProfiler) or exclude_column_names (Rule-Based Profilers, Data Assistants).
  {
    objectID: 'gx-skip-columns-oneway',
    type: 'oneWaySynonym',
    input: 'skip columns',
    synonyms: ['ignored columns', 'exclude column names'],
  },
  {
    objectID: 'gx-ignore-columns-oneway',
    type: 'oneWaySynonym',
    input: 'ignore columns',
    synonyms: ['ignored columns', 'exclude column names'],
  },
];
