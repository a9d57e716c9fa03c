/** Redirects every server and the static build honour: old upstream URLs to the pages that now cover them. */
export interface Redirect {
  /** Site-relative path the old URL had, with a trailing slash; may end in `*` (a splat) for server rules only. */
  from: string;
  /** Site-relative path of the page to go to; `:splat` stands for what `*` matched. */
  to: string;
}

/**
 * Upstream's concept pages under reference/, which became glossary pages: 0.14.13's own ids, and the ids upstream's
 * _redirects rules still point from in the current release.
 */
const conceptPages = {
  'reference/checkpoints_and_actions/': 'terms/checkpoint/',
  'reference/data_context/': 'terms/data_context/',
  'reference/data_docs/': 'terms/data_docs/',
  'reference/datasources/': 'terms/datasource/',
  'reference/evaluation_parameters/': 'terms/evaluation_parameter/',
  'reference/execution_engine/': 'terms/execution_engine/',
  'reference/expectations/expectation_suite_operations/': 'reference/expectation_suite_operations/',
  'reference/metrics/': 'terms/metric/',
  'reference/profilers/': 'terms/profiler/',
  'reference/supporting_resources/': 'terms/supporting_resource/',
} as const;

export const redirects: readonly Redirect[] = [
  // Old paths of the upstream site (scripts/check-content/inventory/upstream-urls.txt) whose page has another id
  // here. Each goes to the page of the same release that covers its topic.
  ...inReleases([current, v0_15_50, v0_14_13], {
    'intro/': '',
    'glossary/': 'terms/',
    'guides/expectations/': 'guides/expectations/create_expectations_overview/',
    'guides/validation/': 'guides/validation/validate_data_overview/',
    'guides/miscellaneous/how_to_use_the_great_expectations_cli/': 'reference/how_to_use_the_great_expectations_cli/',
    'guides/miscellaneous/how_to_use_the_project_check_config_command/':
      'reference/how_to_use_the_project_check_config_command/',
    // Upstream built its shared fragments as pages too; each goes to the topic the fragment served.
    'guides/connecting_to_your_data/components/adding_database_credentials/':
      'guides/setup/configuring_data_contexts/how_to_configure_credentials/',
    'guides/connecting_to_your_data/components/congratulations/':
      'guides/connecting_to_your_data/connect_to_data_overview/',
    // "Where to run this code" chose between a project on disk (with or without the CLI) and one in memory.
    'guides/connecting_to_your_data/components/where_to_run_code/': 'guides/setup/setup_overview/',
    'guides/connecting_to_your_data/components/next_steps/': 'guides/expectations/create_expectations_overview/',
    'guides/connecting_to_your_data/components/spark_data_context_note/':
      'deployment_patterns/how_to_instantiate_a_data_context_on_an_emr_spark_cluster/',
    'guides/setup/components/install_congrats/': 'guides/setup/installation/local/',
    'guides/setup/components/install_nextsteps/': 'guides/setup/setup_overview/',
  }),
  ...inReleases([current, v0_15_50], {
    'deployment_patterns/': 'deployment_patterns/integrations_and_howtos_overview/',
    'integrations/': 'deployment_patterns/integrations_and_howtos_overview/',
    'integrations/integration_datahub/': 'deployment_patterns/integration_datahub/',
    'integrations/integration_zenml/': 'deployment_patterns/integration_zenml/',
    'reference/supplemental_documentation/': 'reference/reference_overview/',
    'guides/components/congrats/': 'guides/connecting_to_your_data/connect_to_data_overview/',
  }),
  ...inReleases([v0_15_50, v0_14_13], {
    'README/': '',
    // Pages for contributors to the docs: the docs style guide covers how to write a guide in these releases.
    'guides/miscellaneous/how_to_write_a_how_to_guide/': 'contributing/style_guides/docs_style/',
    'guides/miscellaneous/how_to_template/': 'contributing/style_guides/docs_style/',
    'integrations/contributing_integration/': 'contributing/style_guides/docs_style/',
    'integrations/integration_template/': 'contributing/style_guides/docs_style/',
  }),
  ...inReleases([current], {
    'gx_cloud/tutorials/getting_started/getting_started_with_gx_cloud/':
      'tutorials/gx_cloud/getting_started_with_gx_cloud/',
    // Upstream sent these to GitHub; this release has its own pages on them.
    'guides/miscellaneous/how_to_write_a_how_to_guide/': 'contributing/style_guides/docs_style/',
    'guides/miscellaneous/how_to_template/': 'templates/how_to_template/',
    'integrations/contributing_integration/': 'contributing/style_guides/docs_style/',
    'integrations/integration_template/': 'templates/integration_template/',
  }),
  ...inReleases([v0_15_50], {
    'reference/customize_your_deployment/': 'guides/setup/setup_overview/',
    'sphinx_api_docs_source/': 'reference/api_reference/',
    'sphinx_api_docs_source/README/': 'reference/api_reference/',
  }),
  // 0.14.13's concept pages became glossary pages, as in the later releases; its tutorial was renamed.
  ...inReleases([v0_14_13], {
    'integrations/': 'deployment_patterns/',
    ...conceptPages,
    'reference/expectations/': 'terms/expectation/',
    'reference/validation/': 'terms/validation/',
    'guides/connecting_to_your_data/components/spark_additional_notes/':
      'guides/connecting_to_your_data/filesystem/spark/',
    'tutorials/getting_started/intro/': 'tutorials/getting_started/tutorial_overview/',
    'tutorials/getting_started/initialize_a_data_context/': 'tutorials/getting_started/tutorial_setup/',
    'tutorials/getting_started/connect_to_data/': 'tutorials/getting_started/tutorial_connect_to_data/',
    'tutorials/getting_started/create_your_first_expectations/':
      'tutorials/getting_started/tutorial_create_expectations/',
    'tutorials/getting_started/validate_your_data/': 'tutorials/getting_started/tutorial_validate_data/',
    'tutorials/getting_started/check_out_data_docs/': 'tutorials/getting_started/tutorial_review/',
    'tutorials/getting_started/customize_your_deployment/': 'tutorials/getting_started/tutorial_review/',
  }),

  // Upstream's own rules (great_expectations, docs/docusaurus/static/_redirects, as of the 0.16.x releases) for paths
  // that are no page here. Rules that go off the site are left out; a rule whose target this site covers under
  // another path goes to that page, always in the current release (upstream's rules only covered /docs/).
  {from: '/latest/', to: '/docs/'},
  {from: '/v3/', to: '/docs/'},
  {from: '/en/latest/', to: '/docs/'},
  ...inReleases([current], {
    'why_use_ge/': '',
    'community/': '',
    'docusaurus/docs/tutorials/getting_started/': 'tutorials/quickstart/',
    'contributing/contributing_style/': 'contributing/style_guides/docs_style/',
    'contributing/contributing_checklist/': 'contributing/contributing/',
    // Upstream sent the next four to the contributing guides on GitHub; this page covers setup, tests and pull requests.
    'contributing/contributing_setup/': 'contributing/contributing/',
    'contributing/contributing_test/': 'contributing/contributing/',
    'contributing/contributing_github/': 'contributing/contributing/',
    'contributing/contributing_package/': 'contributing/contributing/',
    'guides/expectations/contributing/how_to_contribute_a_custom_expectation_to_great_expectations/':
      'guides/expectations/creating_custom_expectations/overview/',
    'guides/setup/installation/spark_emr/': 'guides/setup/installation/hosted_environment/',
    'guides/setup/configuring_data_contexts/how_to_configure_credentials_using_a_yaml_file_or_environment_variables/':
      'guides/setup/configuring_data_contexts/how_to_configure_credentials/',
    'guides/setup/configuring_data_contexts/how_to_configure_credentials_using_a_secrets_store/':
      'guides/setup/configuring_data_contexts/how_to_configure_credentials/',
    'guides/connecting_to_your_data/advanced/database_credentials/':
      'guides/setup/configuring_data_contexts/how_to_configure_credentials/',
    'guides/setup/configuring_data_contexts/how_to_instantiate_a_data_context_without_a_yml_file/':
      'guides/setup/configuring_data_contexts/instantiating_data_contexts/how_to_explicitly_instantiate_an_ephemeral_data_context/',
    'guides/connecting_to_your_data/how_to_get_a_batch_of_data_from_a_configured_datasource/':
      'guides/connecting_to_your_data/how_to_get_one_or_more_batches_of_data_from_a_configured_datasource/',
    'deployment_patterns/reference_architecture_overview/': 'deployment_patterns/integrations_and_howtos_overview/',
    'deployment_patterns/how_to_run_a_checkpoint_in_airflow/':
      'deployment_patterns/how_to_use_great_expectations_with_airflow/',
    'guides/expectations/how_to_create_and_edit_expectations_in_bulk/':
      'guides/expectations/data_assistants/how_to_create_an_expectation_suite_with_the_onboarding_data_assistant/',
    'guides/expectations/advanced/how_to_create_a_new_expectation_suite_by_profiling_from_a_jsonschema_file/':
      'guides/expectations/data_assistants/how_to_create_an_expectation_suite_with_the_onboarding_data_assistant/',
    'guides/expectations/advanced/how_to_compare_two_tables_with_the_user_configurable_profiler/':
      'guides/expectations/advanced/how_to_compare_two_tables_with_the_onboarding_data_assistant/',
    'guides/expectations/creating_custom_expectations/how_to_create_custom_metrics/':
      'guides/expectations/creating_custom_expectations/overview/',
    'guides/expectations/advanced/how_to_create_renderers_for_custom_expectations/':
      'guides/expectations/creating_custom_expectations/overview/',
    'guides/expectations/features_custom_expectations/how_to_add_data_visualization_renderers_for_an_expectation/':
      'guides/expectations/creating_custom_expectations/overview/',
    'guides/expectations/features_custom_expectations/how_to_add_statement_renderers_for_an_expectation/':
      'guides/expectations/creating_custom_expectations/overview/',
    'guides/miscellaneous/how_to_configure_notebooks_generated_by_suite_edit/':
      'guides/expectations/how_to_create_and_edit_expectations_with_instant_feedback_from_a_sample_batch_of_data/',
    'guides/validation/advanced/how_to_implement_custom_notifications/':
      'guides/validation/advanced/how_to_get_data_docs_urls_for_custom_validation_actions/',
    // Upstream's Getting Started tutorial, under its first and its second ids: the Quickstart replaced it.
    'tutorials/getting_started/intro/': 'tutorials/quickstart/',
    'tutorials/getting_started/initialize_a_data_context/': 'tutorials/quickstart/',
    'tutorials/getting_started/connect_to_data/': 'tutorials/quickstart/',
    'tutorials/getting_started/create_your_first_expectations/': 'tutorials/quickstart/',
    'tutorials/getting_started/validate_your_data/': 'tutorials/quickstart/',
    'tutorials/getting_started/check_out_data_docs/': 'terms/data_docs/',
    'tutorials/getting_started/customize_your_deployment/': 'reference/customize_your_deployment/',
    'tutorials/getting_started/tutorial_overview/': 'tutorials/quickstart/',
    'tutorials/getting_started/tutorial_setup/': 'tutorials/quickstart/',
    'tutorials/getting_started/tutorial_connect_to_data/': 'tutorials/quickstart/',
    'tutorials/getting_started/tutorial_create_expectations/': 'tutorials/quickstart/',
    'tutorials/getting_started/tutorial_validate_data/': 'tutorials/quickstart/',
    'tutorials/getting_started/tutorial_review/': 'tutorials/quickstart/',
    'reference/core_concepts/': 'tutorials/quickstart/',
    'reference/anonymous_usage_statistics/': 'reference/usage_statistics/',
    'reference/data_discovery/':
      'guides/expectations/data_assistants/how_to_create_an_expectation_suite_with_the_onboarding_data_assistant/',
    'reference/dividing_data_assets_into_batches/':
      'guides/connecting_to_your_data/advanced/how_to_configure_a_dataconnector_for_splitting_and_sampling_a_file_system_or_blob_store/',
    ...conceptPages,
    'reference/expectations/expectations/': 'terms/expectation/',
    'reference/validation/': 'guides/validation/validate_data_overview/',
    // The API pages of the 0.15 releases, for DataContext and its `create` and `test_yaml_config` methods.
    ...Object.fromEntries(
      [
        'classes/great_expectations-data_context-data_context-data_context-DataContext/',
        'methods/great_expectations-data_context-data_context-data_context-DataContext-create/',
        'methods/great_expectations-data_context-data_context-data_context-DataContext-test_yaml_config/',
        'classes/great_expectations-data_context-data_context-data_context-datacontext/',
        'methods/great_expectations-data_context-data_context-data_context-datacontext-create/',
        'methods/great_expectations-data_context-data_context-data_context-datacontext-test_yaml_config/',
      ].map((page) => [`api_docs/${page}`, 'reference/api_reference/data_context/']),
    ),
  }),
];

// This module imports nothing, so that the servers' scripts can load it as it is. The version roots are
// spelled out here; the redirects unit test checks them against versions.json, and the build fails on a
// redirect to a page it did not build.
function current(path: string): string {
  return `/docs/${path}`;
}
function v0_15_50(path: string): string {
  return `/docs/0.15.50/${path}`;
}
function v0_14_13(path: string): string {
  return `/docs/0.14.13/${path}`;
}

/** The same moves (old path → new path, both relative to a release root) in each of the given releases. */
function inReleases(
  releases: ReadonlyArray<(path: string) => string>,
  moves: Readonly<Record<string, string>>,
): Redirect[] {
  return releases.flatMap((root) => Object.entries(moves).map(([from, to]) => ({from: root(from), to: root(to)})));
}
