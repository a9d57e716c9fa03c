import type {SynonymEntry} from './types';

/**
 * The reviewed synonym list of the site's domain, in the format of Algolia's synonym settings: the local
 * index expands queries with it (client/queryPlan.ts), and algolia/synonyms.json is the same list for the
 * Algolia index (a unit test keeps the two equal). Two-way groups are words readers use interchangeably;
 * one-way entries send a reader's word to the site's term ("own expectation" → Custom Expectation).
 */
/** One-way entries (each input → the site's terms), with Algolia object ids made from the inputs. */
function oneWay(inputs: readonly string[], synonyms: string[]): SynonymEntry[] {
  return inputs.map((input) => ({
    objectID: `gx-${input.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-oneway`,
    type: 'oneWaySynonym',
    input,
    synonyms,
  }));
}

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
  ...oneWay(['data source'], ['datasource']),
  ...oneWay(['own'], ['custom']),
  ...oneWay(['webhook'], ['custom notifications']),
  ...oneWay(['disk'], ['filesystem']),
  ...oneWay(['folder'], ['directory', 'filesystem']),
  // Readers' words for GX's own terms, found in the docs of all three versions (0.14.13, 0.15.50, 0.16.10).
  // The glossary defines an Expectation as "a declarative, verifiable assertion about data".
  ...oneWay(
    ['assertion', 'assertions', 'data test', 'data tests', 'data quality rule', 'validation rule'],
    ['expectation'],
  ),
  ...oneWay(['test suite', 'rule set'], ['expectation suite']),
  // A data contract, in GX's terms, is the Expectation Suite a dataset must meet (0.15 and 0.16 glossary keywords).
  ...oneWay(['data contract'], ['expectation suite']),
  // Data Docs are GX's HTML reports of suites and Validation Results.
  ...oneWay(['report', 'reports'], ['data docs']),
  // "Profiler" is the word of every version; the 0.15 and 0.16 Data Assistant pages use it too (0.14 has no Data Assistant).
  ...oneWay(['profiling', 'profile'], ['profiler']),
  // Missing values are nulls to GX (expect_column_values_to_not_be_null); pandas reads an empty cell as NaN.
  ...oneWay(['missing values', 'empty values', 'nan'], ['null']),
  // Duplicates are checked by the uniqueness Expectations (expect_column_values_to_be_unique, …).
  ...oneWay(['duplicate', 'duplicates'], ['unique']),
  ...oneWay(['number of rows', 'record count'], ['row count']),
  {
    objectID: 'gx-dtype',
    type: 'synonym',
    synonyms: ['dtype', 'dtypes', 'data type', 'data types', 'column type', 'column types'],
  },
  // A missing column is what expect_column_to_exist checks.
  ...oneWay(['missing column'], ['column to exist']),
  // A SQL Datasource's connection_string is a SQLAlchemy URL.
  ...oneWay(['sqlalchemy url'], ['connection string']),
  ...oneWay(['database url', 'db url'], ['connection string', 'sqlalchemy url']),
  // A DAG is Airflow's pipeline; the docs of every version have a guide for GX with Apache Airflow.
  ...oneWay(['dag', 'dags'], ['airflow']),
  // The orchestrators the docs of every version have a guide for.
  ...oneWay(['orchestrator'], ['orchestration', 'airflow', 'prefect', 'flyte']),
  // A validation job, in GX, is a Checkpoint run.
  ...oneWay(['validation job'], ['checkpoint']),
  // `mostly` is how an Expectation tolerates a share of failing values.
  ...oneWay(['tolerance'], ['mostly']),
  // A WHERE clause on an Expectation is a row_condition (Conditional Expectations).
  ...oneWay(['where clause'], ['row condition', 'conditional expectations']),
  // GX calls failing values "unexpected"; result_format says how many of them (and their rows) are returned.
  ...oneWay(['failed rows', 'failing rows'], ['unexpected', 'result format']),
  // Data Connectors match files with a glob_directive (or a regex); the docs never say "wildcard".
  ...oneWay(['wildcard'], ['glob']),
  // A Data Asset is a named dataset (a table, a set of files) of a Datasource.
  ...oneWay(['dataset'], ['data asset']),
  {objectID: 'gx-venv', type: 'synonym', synonyms: ['virtual environment', 'venv', 'virtualenv']},
  // Readers' words from GX issues and discussions, each checked against the docs of all three versions.
  // Issue threads say "data quality checks" for Expectations.
  ...oneWay(['quality check', 'quality checks'], ['expectation']),
  ...oneWay(['custom rule'], ['custom expectation']),
  // dbt's accepted_values is GX's value_set (expect_column_values_to_be_in_set and its kin).
  ...oneWay(['accepted values', 'allowed values'], ['value set']),
  // A composite key's uniqueness is expect_compound_columns_to_be_unique.
  ...oneWay(['composite key'], ['compound columns']),
  ...oneWay(['uniqueness'], ['unique']),
  // The column statistics Expectations: quantile, mean, stdev.
  ...oneWay(['percentile', 'percentiles'], ['quantile']),
  ...oneWay(['average', 'avg'], ['mean']),
  {objectID: 'gx-stdev', type: 'synonym', synonyms: ['stdev', 'standard deviation']},
  // One way only: as an alternative, "std" would also match the prefix of stdout and stderr.
  ...oneWay(['std'], ['stdev', 'standard deviation']),
  // Date and time formats are checked by expect_column_values_to_match_strftime_format and _to_be_dateutil_parseable.
  ...oneWay(['date format', 'datetime format', 'timestamp format'], ['strftime', 'dateutil']),
  // String lengths are expect_column_value_lengths_to_be_between / _to_equal.
  ...oneWay(['string length'], ['value lengths']),
  ...oneWay(['value range'], ['between']),
  // Two columns compared with each other are a column pair (expect_column_pair_values_A_to_be_greater_than_B, …).
  ...oneWay(['compare columns', 'compare two columns', 'column comparison'], ['column pair']),
  ...oneWay(['multiple columns'], ['multicolumn', 'compound columns']),
  ...oneWay(['datatype'], ['data type', 'dtype']),
  ...oneWay(['monotonic'], ['increasing', 'decreasing']),
  // A table's schema is checked by expect_table_columns_to_match_ordered_list / _set and expect_column_to_exist.
  ...oneWay(['schema validation'], ['table columns', 'column to exist']),
  // Filtering the rows an Expectation applies to is a row_condition.
  ...oneWay(['filter rows'], ['row condition', 'conditional expectations']),
  // What a run returns is a Validation Result; its failing values are "unexpected".
  ...oneWay(['test results'], ['validation results']),
  ...oneWay(['test result'], ['validation result']),
  ...oneWay(['invalid rows', 'invalid records', 'failed records'], ['unexpected', 'result format']),
  ...oneWay(['validation store'], ['validation result store', 'validations store']),
  ...oneWay(['datadocs'], ['data docs']),
  ...oneWay(['publish data docs'], ['host data docs']),
  // The project's config file is great_expectations.yml.
  ...oneWay(['config file', 'configuration file'], ['great_expectations.yml']),
  // Values supplied at run time ("how to dynamically load evaluation parameters") are Evaluation Parameters.
  ...oneWay(['dynamic parameters', 'dynamic parameter'], ['evaluation parameter']),
  // The Teams Action is MicrosoftTeamsNotificationAction (one word to the index, so its prefix matches it).
  ...oneWay(['ms teams'], ['microsoft teams', 'microsoftteams']),
  ...oneWay(['alerting'], ['notifications']),
  // Amazon MWAA is Managed Workflows for Apache Airflow.
  ...oneWay(['mwaa'], ['airflow']),
  ...oneWay(['sqlserver'], ['sql server', 'mssql']),
  ...oneWay(['connection url'], ['connection string']),
  // Expectations generated from data come from a Profiler (and, in 0.15 and 0.16, a Data Assistant).
  ...oneWay(['auto generate'], ['profiler']),
  // A profiler leaves columns out with ignored_columns (UserConfigurableProfiler) or exclude_column_names (Rule-Based Profilers, Data Assistants).
  ...oneWay(['skip columns', 'ignore columns'], ['ignored columns', 'exclude column names']),
];
