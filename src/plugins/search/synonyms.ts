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
  {objectID: 'gx-docker', type: 'synonym', synonyms: ['docker', 'container']},
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
];
