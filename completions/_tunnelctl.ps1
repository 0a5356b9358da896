
using namespace System.Management.Automation
using namespace System.Management.Automation.Language

Register-ArgumentCompleter -Native -CommandName 'tunnelctl' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)

    $commandElements = $commandAst.CommandElements
    $command = @(
        'tunnelctl'
        for ($i = 1; $i -lt $commandElements.Count; $i++) {
            $element = $commandElements[$i]
            if ($element -isnot [StringConstantExpressionAst] -or
                $element.StringConstantType -ne [StringConstantType]::BareWord -or
                $element.Value.StartsWith('-') -or
                $element.Value -eq $wordToComplete) {
                break
        }
        $element.Value
    }) -join ';'

    $completions = @(switch ($command) {
        'tunnelctl' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('tcp-edge', 'tcp-edge', [CompletionResultType]::ParameterValue, 'Manage TCP edges: public TCP listeners with optional modules')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Serve the embedded store over the HTTP API (for SDKs, other tools and teams)')
            [CompletionResult]::new('session', 'session', [CompletionResultType]::ParameterValue, 'List online tunnel sessions; restart, stop or update their agents')
            [CompletionResult]::new('agent', 'agent', [CompletionResultType]::ParameterValue, 'Emulate agents: bring them online and manage the releases they update to')
            [CompletionResult]::new('route', 'route', [CompletionResultType]::ParameterValue, 'Manage the modules of HTTPS edge routes: SAML sign-in and compression')
            [CompletionResult]::new('tls-termination', 'tls-termination', [CompletionResultType]::ParameterValue, 'Manage the TLS termination module of TLS edges')
            [CompletionResult]::new('event-sub', 'event-sub', [CompletionResultType]::ParameterValue, 'Manage event subscriptions: which event types are sent to which event destinations')
            [CompletionResult]::new('ssh-ca', 'ssh-ca', [CompletionResultType]::ParameterValue, 'Manage SSH certificate authorities: the keys that sign certificates, and their KRLs')
            [CompletionResult]::new('ssh-cert', 'ssh-cert', [CompletionResultType]::ParameterValue, 'Issue, revoke and renew SSH user certificates')
            [CompletionResult]::new('ssh-host-cert', 'ssh-host-cert', [CompletionResultType]::ParameterValue, 'Issue, revoke and renew SSH host certificates')
            [CompletionResult]::new('api-key', 'api-key', [CompletionResultType]::ParameterValue, 'Manage the API keys `serve` accepts; a key''s token is shown once, when it is created')
            [CompletionResult]::new('auth', 'auth', [CompletionResultType]::ParameterValue, 'Keep an API key for remote mode, checked with the server, where only you can read it')
            [CompletionResult]::new('apply', 'apply', [CompletionResultType]::ParameterValue, 'Make what exists match manifest files (YAML or JSON)')
            [CompletionResult]::new('diff', 'diff', [CompletionResultType]::ParameterValue, 'Show what apply would change, field by field; exit 8 when something differs')
            [CompletionResult]::new('manifest', 'manifest', [CompletionResultType]::ParameterValue, 'Print what exists as a manifest that applies back unchanged')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Edit a resource''s manifest document in your editor, and apply it on save')
            [CompletionResult]::new('api', 'api', [CompletionResultType]::ParameterValue, 'Send a raw API request through the active transport and print the response body')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Show the configuration in effect, and set the profiles of the config file')
            [CompletionResult]::new('store', 'store', [CompletionResultType]::ParameterValue, 'Check, export and import the store as a whole, and set its settings (not with --api-url)')
            [CompletionResult]::new('audit', 'audit', [CompletionResultType]::ParameterValue, 'Verify, list, export and prune the store''s audit trail')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('version', 'version', [CompletionResultType]::ParameterValue, 'Show the version, commit, build date and target (and under --api-url the server''s version)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;tcp-edge' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a TCP edge')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one TCP edge')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List TCP edges, newest first')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List TCP edges, newest first')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a TCP edge; fields and modules that are not given stay as they are')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete TCP edges')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Delete TCP edges')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;tcp-edge;create' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'Human-readable purpose (at most 255 bytes)')
            [CompletionResult]::new('--metadata', '--metadata', [CompletionResultType]::ParameterName, 'Machine-readable data of your own (at most 4096 bytes)')
            [CompletionResult]::new('--hostport', '--hostport', [CompletionResultType]::ParameterName, 'Hostport served by the edge, as HOST:PORT (can be repeated; replaces the edge''s list)')
            [CompletionResult]::new('--backend-id', '--backend-id', [CompletionResultType]::ParameterName, 'Backend module: the backend that serves the edge (bkdtg_, bkdfo_, bkdhr_, bkdsc_ or bkdwd_ ID)')
            [CompletionResult]::new('--backend-enabled', '--backend-enabled', [CompletionResultType]::ParameterName, 'Whether the backend module applies to traffic [default: true]')
            [CompletionResult]::new('--ip-policy-id', '--ip-policy-id', [CompletionResultType]::ParameterName, 'IP restriction module: an IP policy that checks source IPs (ipp_ ID; can be repeated)')
            [CompletionResult]::new('--ip-restriction-enabled', '--ip-restriction-enabled', [CompletionResultType]::ParameterName, 'Whether the IP restriction module applies to traffic [default: true]')
            [CompletionResult]::new('--policy-file', '--policy-file', [CompletionResultType]::ParameterName, 'Traffic policy as a JSON or YAML file ({enabled, inbound: [rules], outbound: [rules]}; - for stdin)')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Whole request body as a JSON or YAML file (- for stdin), or the resource as `get -o yaml` prints it (its read-only fields are left out); flags override its fields')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;tcp-edge;get' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--module', '--module', [CompletionResultType]::ParameterName, 'Show only this module of the edge (exit code 3 when it is not set)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;tcp-edge;list' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Return at most this many items [default: all, following every page]')
            [CompletionResult]::new('--before-id', '--before-id', [CompletionResultType]::ParameterName, 'Start after this ID: only items older than it are listed')
            [CompletionResult]::new('--columns', '--columns', [CompletionResultType]::ParameterName, 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'Only edges whose description contains TEXT, in any case (every filter is applied client-side, as the API has none; pages are read until --limit edges match)')
            [CompletionResult]::new('--hostport', '--hostport', [CompletionResultType]::ParameterName, 'Only edges with a hostport that contains TEXT: a whole HOST:PORT, a host, or :PORT')
            [CompletionResult]::new('--metadata', '--metadata', [CompletionResultType]::ParameterName, 'Only edges whose metadata holds KEY with the value VALUE (metadata written as a JSON object), or, without `=`, contains TEXT (can be repeated: all must match)')
            [CompletionResult]::new('--set', '--set', [CompletionResultType]::ParameterName, 'Only the edges of this apply set (`apply --set NAME`)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;tcp-edge;ls' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Return at most this many items [default: all, following every page]')
            [CompletionResult]::new('--before-id', '--before-id', [CompletionResultType]::ParameterName, 'Start after this ID: only items older than it are listed')
            [CompletionResult]::new('--columns', '--columns', [CompletionResultType]::ParameterName, 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'Only edges whose description contains TEXT, in any case (every filter is applied client-side, as the API has none; pages are read until --limit edges match)')
            [CompletionResult]::new('--hostport', '--hostport', [CompletionResultType]::ParameterName, 'Only edges with a hostport that contains TEXT: a whole HOST:PORT, a host, or :PORT')
            [CompletionResult]::new('--metadata', '--metadata', [CompletionResultType]::ParameterName, 'Only edges whose metadata holds KEY with the value VALUE (metadata written as a JSON object), or, without `=`, contains TEXT (can be repeated: all must match)')
            [CompletionResult]::new('--set', '--set', [CompletionResultType]::ParameterName, 'Only the edges of this apply set (`apply --set NAME`)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;tcp-edge;update' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'Human-readable purpose (at most 255 bytes)')
            [CompletionResult]::new('--metadata', '--metadata', [CompletionResultType]::ParameterName, 'Machine-readable data of your own (at most 4096 bytes)')
            [CompletionResult]::new('--hostport', '--hostport', [CompletionResultType]::ParameterName, 'Hostport served by the edge, as HOST:PORT (can be repeated; replaces the edge''s list)')
            [CompletionResult]::new('--backend-id', '--backend-id', [CompletionResultType]::ParameterName, 'Backend module: the backend that serves the edge (bkdtg_, bkdfo_, bkdhr_, bkdsc_ or bkdwd_ ID)')
            [CompletionResult]::new('--backend-enabled', '--backend-enabled', [CompletionResultType]::ParameterName, 'Whether the backend module applies to traffic [default: true]')
            [CompletionResult]::new('--ip-policy-id', '--ip-policy-id', [CompletionResultType]::ParameterName, 'IP restriction module: an IP policy that checks source IPs (ipp_ ID; can be repeated)')
            [CompletionResult]::new('--ip-restriction-enabled', '--ip-restriction-enabled', [CompletionResultType]::ParameterName, 'Whether the IP restriction module applies to traffic [default: true]')
            [CompletionResult]::new('--policy-file', '--policy-file', [CompletionResultType]::ParameterName, 'Traffic policy as a JSON or YAML file ({enabled, inbound: [rules], outbound: [rules]}; - for stdin)')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Whole request body as a JSON or YAML file (- for stdin), or the resource as `get -o yaml` prints it (its read-only fields are left out); flags override its fields')
            [CompletionResult]::new('--remove', '--remove', [CompletionResultType]::ParameterName, 'Remove a module from the edge (can be repeated)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;tcp-edge;delete' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;tcp-edge;rm' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;tcp-edge;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a TCP edge')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one TCP edge')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List TCP edges, newest first')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a TCP edge; fields and modules that are not given stay as they are')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete TCP edges')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;tcp-edge;help;create' {
            break
        }
        'tunnelctl;tcp-edge;help;get' {
            break
        }
        'tunnelctl;tcp-edge;help;list' {
            break
        }
        'tunnelctl;tcp-edge;help;update' {
            break
        }
        'tunnelctl;tcp-edge;help;delete' {
            break
        }
        'tunnelctl;tcp-edge;help;help' {
            break
        }
        'tunnelctl;serve' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--listen', '--listen', [CompletionResultType]::ParameterName, 'Address to listen on, HOST:PORT (a name such as localhost or an IP address); port 0 picks a free port')
            [CompletionResult]::new('--public-url', '--public-url', [CompletionResultType]::ParameterName, 'Public base URL for the `uri` fields and SAML URLs of responses, over the store''s own (`tunnelctl store set public-url`) [default: the store''s, else http://<listen address>]')
            [CompletionResult]::new('--ca-passphrase-file', '--ca-passphrase-file', [CompletionResultType]::ParameterName, 'Passphrase of an encrypted SSH CA, so that the server can sign with it: CA_ID=FILE, where the first line of FILE (your own, mode 0600) is the passphrase (can be repeated; checked at start)')
            [CompletionResult]::new('--background', '--background', [CompletionResultType]::ParameterName, 'Run as the background store process of --keep-open: on the store''s socket only, in a session of its own, until DURATION passes without a request (started by tunnelctl itself)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;session' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List online tunnel sessions, newest first')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List online tunnel sessions, newest first')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one tunnel session')
            [CompletionResult]::new('restart', 'restart', [CompletionResultType]::ParameterValue, 'Restart the agent of a session')
            [CompletionResult]::new('stop', 'stop', [CompletionResultType]::ParameterValue, 'Stop the agent of a session; the session goes offline')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Update the agent of a session to the newest release of its major version')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;session;list' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Return at most this many items [default: all, following every page]')
            [CompletionResult]::new('--before-id', '--before-id', [CompletionResultType]::ParameterName, 'Start after this ID: only items older than it are listed')
            [CompletionResult]::new('--columns', '--columns', [CompletionResultType]::ParameterName, 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)')
            [CompletionResult]::new('--region', '--region', [CompletionResultType]::ParameterName, 'Only sessions in this region (e.g. us, eu); filtered client-side, as the API has no such filter (pages are read until --limit sessions match)')
            [CompletionResult]::new('--os', '--os', [CompletionResultType]::ParameterName, 'Only sessions of agents on this operating system (e.g. linux); filtered client-side, as the API has no such filter (pages are read until --limit sessions match)')
            [CompletionResult]::new('--agent-version', '--agent-version', [CompletionResultType]::ParameterName, 'Only sessions of agents of this version (e.g. 3.19.0); filtered client-side, as the API has no such filter (pages are read until --limit sessions match)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;session;ls' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Return at most this many items [default: all, following every page]')
            [CompletionResult]::new('--before-id', '--before-id', [CompletionResultType]::ParameterName, 'Start after this ID: only items older than it are listed')
            [CompletionResult]::new('--columns', '--columns', [CompletionResultType]::ParameterName, 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)')
            [CompletionResult]::new('--region', '--region', [CompletionResultType]::ParameterName, 'Only sessions in this region (e.g. us, eu); filtered client-side, as the API has no such filter (pages are read until --limit sessions match)')
            [CompletionResult]::new('--os', '--os', [CompletionResultType]::ParameterName, 'Only sessions of agents on this operating system (e.g. linux); filtered client-side, as the API has no such filter (pages are read until --limit sessions match)')
            [CompletionResult]::new('--agent-version', '--agent-version', [CompletionResultType]::ParameterName, 'Only sessions of agents of this version (e.g. 3.19.0); filtered client-side, as the API has no such filter (pages are read until --limit sessions match)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;session;get' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;session;restart' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;session;stop' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;session;update' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;session;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List online tunnel sessions, newest first')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one tunnel session')
            [CompletionResult]::new('restart', 'restart', [CompletionResultType]::ParameterValue, 'Restart the agent of a session')
            [CompletionResult]::new('stop', 'stop', [CompletionResultType]::ParameterValue, 'Stop the agent of a session; the session goes offline')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Update the agent of a session to the newest release of its major version')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;session;help;list' {
            break
        }
        'tunnelctl;session;help;get' {
            break
        }
        'tunnelctl;session;help;restart' {
            break
        }
        'tunnelctl;session;help;stop' {
            break
        }
        'tunnelctl;session;help;update' {
            break
        }
        'tunnelctl;session;help;help' {
            break
        }
        'tunnelctl;agent' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('connect', 'connect', [CompletionResultType]::ParameterValue, 'Bring an emulated agent online and print its tunnel session')
            [CompletionResult]::new('release', 'release', [CompletionResultType]::ParameterValue, 'Manage the agent releases the emulator knows (what `session update` can move to)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;agent;connect' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--os', '--os', [CompletionResultType]::ParameterName, 'Operating system of the agent''s host [default: linux]')
            [CompletionResult]::new('--agent-version', '--agent-version', [CompletionResultType]::ParameterName, 'Version the agent runs, as MAJOR.MINOR.PATCH [default: 3.18.4]')
            [CompletionResult]::new('--region', '--region', [CompletionResultType]::ParameterName, 'Region the session starts in [default: us]')
            [CompletionResult]::new('--ip', '--ip', [CompletionResultType]::ParameterName, 'Source IP address of the session, IPv4 or IPv6 [default: 127.0.0.1]')
            [CompletionResult]::new('--transport', '--transport', [CompletionResultType]::ParameterName, 'Transport of the session; SSH sessions cannot be restarted or updated [default: ngrok/2]')
            [CompletionResult]::new('--credential-id', '--credential-id', [CompletionResultType]::ParameterName, 'Credential the agent authenticates with: cr_... for ngrok/2, sshcr_... for ssh [default: a credential of the agent''s own, whose ID is its first session''s ID with that prefix]')
            [CompletionResult]::new('--metadata', '--metadata', [CompletionResultType]::ParameterName, 'Data of your own from the agent''s configuration (at most 4096 bytes) [default: empty]')
            [CompletionResult]::new('--update-checks', '--update-checks', [CompletionResultType]::ParameterName, 'Whether the agent''s configuration allows update checks; false makes `session update` refuse [default: true]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;agent;release' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Make releases known to the emulator (known ones are left as they are)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the known releases, newest version first')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List the known releases, newest version first')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Forget releases')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Forget releases')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;agent;release;add' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;agent;release;list' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;agent;release;ls' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;agent;release;remove' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;agent;release;rm' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;agent;release;help' {
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Make releases known to the emulator (known ones are left as they are)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the known releases, newest version first')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Forget releases')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;agent;release;help;add' {
            break
        }
        'tunnelctl;agent;release;help;list' {
            break
        }
        'tunnelctl;agent;release;help;remove' {
            break
        }
        'tunnelctl;agent;release;help;help' {
            break
        }
        'tunnelctl;agent;help' {
            [CompletionResult]::new('connect', 'connect', [CompletionResultType]::ParameterValue, 'Bring an emulated agent online and print its tunnel session')
            [CompletionResult]::new('release', 'release', [CompletionResultType]::ParameterValue, 'Manage the agent releases the emulator knows (what `session update` can move to)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;agent;help;connect' {
            break
        }
        'tunnelctl;agent;help;release' {
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Make releases known to the emulator (known ones are left as they are)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the known releases, newest version first')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Forget releases')
            break
        }
        'tunnelctl;agent;help;release;add' {
            break
        }
        'tunnelctl;agent;help;release;list' {
            break
        }
        'tunnelctl;agent;help;release;remove' {
            break
        }
        'tunnelctl;agent;help;help' {
            break
        }
        'tunnelctl;route' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('saml', 'saml', [CompletionResultType]::ParameterValue, 'Manage the SAML module of a route: users sign in at your identity provider (IdP)')
            [CompletionResult]::new('compression', 'compression', [CompletionResultType]::ParameterValue, 'Manage the compression module of a route')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;route;saml' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show a route''s SAML module, or the service provider metadata to give to your IdP')
            [CompletionResult]::new('replace', 'replace', [CompletionResultType]::ParameterValue, 'Set a route''s SAML module; every field that is not given takes its default')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Remove a route''s SAML module and its request-signing certificate')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Remove a route''s SAML module and its request-signing certificate')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;route;saml;get' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--sp-metadata', '--sp-metadata', [CompletionResultType]::ParameterName, 'Print the service provider''s SAML metadata (XML with the entity ID, ACS and SLO URLs and the signing certificate) instead of the module')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;route;saml;replace' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--enabled', '--enabled', [CompletionResultType]::ParameterName, 'Whether the module applies to traffic [default: true]')
            [CompletionResult]::new('--options-passthrough', '--options-passthrough', [CompletionResultType]::ParameterName, 'Let HTTP OPTIONS requests through without authentication, as CORS preflights need [default: false]')
            [CompletionResult]::new('--cookie-prefix', '--cookie-prefix', [CompletionResultType]::ParameterName, 'Prefix of the session cookie that caches a user''s authentication')
            [CompletionResult]::new('--inactivity-timeout', '--inactivity-timeout', [CompletionResultType]::ParameterName, 'Inactivity after which a user must sign in again, e.g. 30m, 1h30m or 3600s (at most 4294967295s)')
            [CompletionResult]::new('--maximum-duration', '--maximum-duration', [CompletionResultType]::ParameterName, 'Time after which a session ends and a user must sign in again, e.g. 12h, 7d or 86400s (at most 4294967295s)')
            [CompletionResult]::new('--idp-metadata-file', '--idp-metadata-file', [CompletionResultType]::ParameterName, 'The IdP''s SAML metadata: an XML file whose root is an EntityDescriptor (- for stdin)')
            [CompletionResult]::new('--force-authn', '--force-authn', [CompletionResultType]::ParameterName, 'Make the IdP ask for credentials on every sign-in, even with a valid IdP session [default: false]')
            [CompletionResult]::new('--allow-idp-initiated', '--allow-idp-initiated', [CompletionResultType]::ParameterName, 'Let the IdP start a sign-in on its own (it sets RelayState to the target URL) [default: false]')
            [CompletionResult]::new('--authorized-group', '--authorized-group', [CompletionResultType]::ParameterName, 'Only members of this IdP group may pass (can be repeated; none: every signed-in user)')
            [CompletionResult]::new('--nameid-format', '--nameid-format', [CompletionResultType]::ParameterName, 'Name identifier format to ask the IdP for [default: urn:oasis:names:tc:SAML:2.0:nameid-format:persistent]')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Whole request body as a JSON or YAML file (- for stdin), or the resource as `get -o yaml` prints it (its read-only fields are left out); flags override its fields')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;route;saml;delete' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;route;saml;rm' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;route;saml;help' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show a route''s SAML module, or the service provider metadata to give to your IdP')
            [CompletionResult]::new('replace', 'replace', [CompletionResultType]::ParameterValue, 'Set a route''s SAML module; every field that is not given takes its default')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Remove a route''s SAML module and its request-signing certificate')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;route;saml;help;get' {
            break
        }
        'tunnelctl;route;saml;help;replace' {
            break
        }
        'tunnelctl;route;saml;help;delete' {
            break
        }
        'tunnelctl;route;saml;help;help' {
            break
        }
        'tunnelctl;route;compression' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show a route''s compression module')
            [CompletionResult]::new('replace', 'replace', [CompletionResultType]::ParameterValue, 'Set a route''s compression module')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Remove a route''s compression module')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Remove a route''s compression module')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;route;compression;get' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;route;compression;replace' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--enabled', '--enabled', [CompletionResultType]::ParameterName, 'Whether the module applies to traffic [default: true]')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Whole request body as a JSON or YAML file (- for stdin), or the resource as `get -o yaml` prints it (its read-only fields are left out); flags override its fields')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;route;compression;delete' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;route;compression;rm' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;route;compression;help' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show a route''s compression module')
            [CompletionResult]::new('replace', 'replace', [CompletionResultType]::ParameterValue, 'Set a route''s compression module')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Remove a route''s compression module')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;route;compression;help;get' {
            break
        }
        'tunnelctl;route;compression;help;replace' {
            break
        }
        'tunnelctl;route;compression;help;delete' {
            break
        }
        'tunnelctl;route;compression;help;help' {
            break
        }
        'tunnelctl;route;help' {
            [CompletionResult]::new('saml', 'saml', [CompletionResultType]::ParameterValue, 'Manage the SAML module of a route: users sign in at your identity provider (IdP)')
            [CompletionResult]::new('compression', 'compression', [CompletionResultType]::ParameterValue, 'Manage the compression module of a route')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;route;help;saml' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show a route''s SAML module, or the service provider metadata to give to your IdP')
            [CompletionResult]::new('replace', 'replace', [CompletionResultType]::ParameterValue, 'Set a route''s SAML module; every field that is not given takes its default')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Remove a route''s SAML module and its request-signing certificate')
            break
        }
        'tunnelctl;route;help;saml;get' {
            break
        }
        'tunnelctl;route;help;saml;replace' {
            break
        }
        'tunnelctl;route;help;saml;delete' {
            break
        }
        'tunnelctl;route;help;compression' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show a route''s compression module')
            [CompletionResult]::new('replace', 'replace', [CompletionResultType]::ParameterValue, 'Set a route''s compression module')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Remove a route''s compression module')
            break
        }
        'tunnelctl;route;help;compression;get' {
            break
        }
        'tunnelctl;route;help;compression;replace' {
            break
        }
        'tunnelctl;route;help;compression;delete' {
            break
        }
        'tunnelctl;route;help;help' {
            break
        }
        'tunnelctl;tls-termination' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show a TLS edge''s TLS termination module')
            [CompletionResult]::new('replace', 'replace', [CompletionResultType]::ParameterValue, 'Set a TLS edge''s TLS termination module; every field that is not given takes its default')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Remove a TLS edge''s TLS termination module')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Remove a TLS edge''s TLS termination module')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;tls-termination;get' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;tls-termination;replace' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--enabled', '--enabled', [CompletionResultType]::ParameterName, 'Whether the module applies to traffic [default: true]')
            [CompletionResult]::new('--terminate-at', '--terminate-at', [CompletionResultType]::ParameterName, 'Where TLS ends: at the edge, or passed through to the upstream [default: edge]')
            [CompletionResult]::new('--min-version', '--min-version', [CompletionResultType]::ParameterName, 'Lowest TLS version the edge accepts (only with --terminate-at edge) [default: 1.2]')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Whole request body as a JSON or YAML file (- for stdin), or the resource as `get -o yaml` prints it (its read-only fields are left out); flags override its fields')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;tls-termination;delete' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;tls-termination;rm' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;tls-termination;help' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show a TLS edge''s TLS termination module')
            [CompletionResult]::new('replace', 'replace', [CompletionResultType]::ParameterValue, 'Set a TLS edge''s TLS termination module; every field that is not given takes its default')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Remove a TLS edge''s TLS termination module')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;tls-termination;help;get' {
            break
        }
        'tunnelctl;tls-termination;help;replace' {
            break
        }
        'tunnelctl;tls-termination;help;delete' {
            break
        }
        'tunnelctl;tls-termination;help;help' {
            break
        }
        'tunnelctl;event-sub' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create an event subscription')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one event subscription')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List event subscriptions, newest first')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List event subscriptions, newest first')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change an event subscription; fields that are not given stay as they are')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete event subscriptions')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Delete event subscriptions')
            [CompletionResult]::new('source', 'source', [CompletionResultType]::ParameterValue, 'Manage the event types (sources) of a subscription one by one')
            [CompletionResult]::new('types', 'types', [CompletionResultType]::ParameterValue, 'List the known event types, one per line')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;event-sub;create' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--source', '--source', [CompletionResultType]::ParameterName, 'Event type that triggers the subscription, with its version, e.g. ip_policy_created.v0 (can be repeated; on update, replaces the subscription''s list)')
            [CompletionResult]::new('--destination-id', '--destination-id', [CompletionResultType]::ParameterName, 'Event destination that events are sent to (ed_ ID; can be repeated; on update, replaces the subscription''s list)')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'Human-readable purpose (at most 255 characters)')
            [CompletionResult]::new('--metadata', '--metadata', [CompletionResultType]::ParameterName, 'Machine-readable data of your own (at most 4096 characters)')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Whole request body as a JSON or YAML file (- for stdin), or the resource as `get -o yaml` prints it (its read-only fields are left out); flags override its fields')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;event-sub;get' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;event-sub;list' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Return at most this many items [default: all, following every page]')
            [CompletionResult]::new('--before-id', '--before-id', [CompletionResultType]::ParameterName, 'Start after this ID: only items older than it are listed')
            [CompletionResult]::new('--columns', '--columns', [CompletionResultType]::ParameterName, 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)')
            [CompletionResult]::new('--event-type', '--event-type', [CompletionResultType]::ParameterName, 'Only subscriptions with this event type among their sources (every filter is applied client-side, as the API has none; pages are read until --limit subscriptions match)')
            [CompletionResult]::new('--destination-id', '--destination-id', [CompletionResultType]::ParameterName, 'Only subscriptions that deliver to this event destination (ed_...)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;event-sub;ls' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Return at most this many items [default: all, following every page]')
            [CompletionResult]::new('--before-id', '--before-id', [CompletionResultType]::ParameterName, 'Start after this ID: only items older than it are listed')
            [CompletionResult]::new('--columns', '--columns', [CompletionResultType]::ParameterName, 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)')
            [CompletionResult]::new('--event-type', '--event-type', [CompletionResultType]::ParameterName, 'Only subscriptions with this event type among their sources (every filter is applied client-side, as the API has none; pages are read until --limit subscriptions match)')
            [CompletionResult]::new('--destination-id', '--destination-id', [CompletionResultType]::ParameterName, 'Only subscriptions that deliver to this event destination (ed_...)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;event-sub;update' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--source', '--source', [CompletionResultType]::ParameterName, 'Event type that triggers the subscription, with its version, e.g. ip_policy_created.v0 (can be repeated; on update, replaces the subscription''s list)')
            [CompletionResult]::new('--destination-id', '--destination-id', [CompletionResultType]::ParameterName, 'Event destination that events are sent to (ed_ ID; can be repeated; on update, replaces the subscription''s list)')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'Human-readable purpose (at most 255 characters)')
            [CompletionResult]::new('--metadata', '--metadata', [CompletionResultType]::ParameterName, 'Machine-readable data of your own (at most 4096 characters)')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Whole request body as a JSON or YAML file (- for stdin), or the resource as `get -o yaml` prints it (its read-only fields are left out); flags override its fields')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;event-sub;delete' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;event-sub;rm' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;event-sub;source' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the event types a subscription triggers on')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List the event types a subscription triggers on')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one source of a subscription')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add event types to a subscription')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove event types from a subscription')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Remove event types from a subscription')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;event-sub;source;list' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;event-sub;source;ls' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;event-sub;source;get' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;event-sub;source;add' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;event-sub;source;remove' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;event-sub;source;rm' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;event-sub;source;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the event types a subscription triggers on')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one source of a subscription')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add event types to a subscription')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove event types from a subscription')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;event-sub;source;help;list' {
            break
        }
        'tunnelctl;event-sub;source;help;get' {
            break
        }
        'tunnelctl;event-sub;source;help;add' {
            break
        }
        'tunnelctl;event-sub;source;help;remove' {
            break
        }
        'tunnelctl;event-sub;source;help;help' {
            break
        }
        'tunnelctl;event-sub;types' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;event-sub;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create an event subscription')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one event subscription')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List event subscriptions, newest first')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change an event subscription; fields that are not given stay as they are')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete event subscriptions')
            [CompletionResult]::new('source', 'source', [CompletionResultType]::ParameterValue, 'Manage the event types (sources) of a subscription one by one')
            [CompletionResult]::new('types', 'types', [CompletionResultType]::ParameterValue, 'List the known event types, one per line')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;event-sub;help;create' {
            break
        }
        'tunnelctl;event-sub;help;get' {
            break
        }
        'tunnelctl;event-sub;help;list' {
            break
        }
        'tunnelctl;event-sub;help;update' {
            break
        }
        'tunnelctl;event-sub;help;delete' {
            break
        }
        'tunnelctl;event-sub;help;source' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the event types a subscription triggers on')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one source of a subscription')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add event types to a subscription')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove event types from a subscription')
            break
        }
        'tunnelctl;event-sub;help;source;list' {
            break
        }
        'tunnelctl;event-sub;help;source;get' {
            break
        }
        'tunnelctl;event-sub;help;source;add' {
            break
        }
        'tunnelctl;event-sub;help;source;remove' {
            break
        }
        'tunnelctl;event-sub;help;types' {
            break
        }
        'tunnelctl;event-sub;help;help' {
            break
        }
        'tunnelctl;ssh-ca' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create an SSH certificate authority with a new key')
            [CompletionResult]::new('import', 'import', [CompletionResultType]::ParameterValue, 'Make an existing OpenSSH private key an SSH certificate authority (local store only)')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one SSH certificate authority, or only its public key line')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List SSH certificate authorities, newest first')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List SSH certificate authorities, newest first')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change the description, metadata or issuance policy of an SSH certificate authority')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete SSH certificate authorities (refused while certificates they signed exist)')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Delete SSH certificate authorities (refused while certificates they signed exist)')
            [CompletionResult]::new('krl', 'krl', [CompletionResultType]::ParameterValue, 'Write the OpenSSH key revocation list (KRL) of the certificates and keys a CA revoked')
            [CompletionResult]::new('revoke-key', 'revoke-key', [CompletionResultType]::ParameterValue, 'Revoke a public key: the CA signs it no more, and its KRL refuses every certificate of it')
            [CompletionResult]::new('revoked-keys', 'revoked-keys', [CompletionResultType]::ParameterValue, 'List the public keys a CA revoked')
            [CompletionResult]::new('policy', 'policy', [CompletionResultType]::ParameterValue, 'Show, set or remove what an SSH certificate authority may sign')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;ssh-ca;create' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--key-type', '--key-type', [CompletionResultType]::ParameterName, 'Type of the CA''s key [default: ed25519]')
            [CompletionResult]::new('--curve', '--curve', [CompletionResultType]::ParameterName, 'Elliptic curve of an ecdsa key [default: p256]')
            [CompletionResult]::new('--bits', '--bits', [CompletionResultType]::ParameterName, 'Size of an rsa key in bits: 2048, 3072 or 4096 [default: 4096]')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'Human-readable purpose (at most 255 bytes)')
            [CompletionResult]::new('--metadata', '--metadata', [CompletionResultType]::ParameterName, 'Machine-readable data of your own (at most 4096 bytes)')
            [CompletionResult]::new('--passphrase-file', '--passphrase-file', [CompletionResultType]::ParameterName, 'Keep the private key encrypted at rest with the passphrase on the first line of FILE, your own, mode 0600 (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead)')
            [CompletionResult]::new('--policy-file', '--policy-file', [CompletionResultType]::ParameterName, 'The CA''s issuance policy as a JSON or YAML file (- for stdin), with the fields of `tunnelctl ssh-ca policy get -o yaml`')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Whole request body as a JSON or YAML file (- for stdin), or the resource as `get -o yaml` prints it (its read-only fields are left out); flags override its fields')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-ca;import' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--private-key-file', '--private-key-file', [CompletionResultType]::ParameterName, 'The OpenSSH private key to import (e.g. made with ssh-keygen; your own, mode 0600, as ssh requires; - for stdin)')
            [CompletionResult]::new('--passphrase-file', '--passphrase-file', [CompletionResultType]::ParameterName, 'Passphrase on the first line of FILE (your own, mode 0600): decrypts an encrypted key, and keeps the key encrypted at rest (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead)')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'Human-readable purpose (at most 255 bytes)')
            [CompletionResult]::new('--metadata', '--metadata', [CompletionResultType]::ParameterName, 'Machine-readable data of your own (at most 4096 bytes)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-ca;get' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--known-hosts', '--known-hosts', [CompletionResultType]::ParameterName, 'Print only the known_hosts line that trusts the CA''s host certificates for host names matching PATTERN (e.g. ''*.example.com''): @cert-authority PATTERN KEY')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--public-key', '--public-key', [CompletionResultType]::ParameterName, 'Print only the public key line, as TrustedUserCAKeys takes it')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-ca;list' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Return at most this many items [default: all, following every page]')
            [CompletionResult]::new('--before-id', '--before-id', [CompletionResultType]::ParameterName, 'Start after this ID: only items older than it are listed')
            [CompletionResult]::new('--columns', '--columns', [CompletionResultType]::ParameterName, 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-ca;ls' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Return at most this many items [default: all, following every page]')
            [CompletionResult]::new('--before-id', '--before-id', [CompletionResultType]::ParameterName, 'Start after this ID: only items older than it are listed')
            [CompletionResult]::new('--columns', '--columns', [CompletionResultType]::ParameterName, 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-ca;update' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--policy-file', '--policy-file', [CompletionResultType]::ParameterName, 'The CA''s issuance policy as a JSON or YAML file (- for stdin), with the fields of `tunnelctl ssh-ca policy get -o yaml`')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'Human-readable purpose (at most 255 bytes)')
            [CompletionResult]::new('--metadata', '--metadata', [CompletionResultType]::ParameterName, 'Machine-readable data of your own (at most 4096 bytes)')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Whole request body as a JSON or YAML file (- for stdin), or the resource as `get -o yaml` prints it (its read-only fields are left out); flags override its fields')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-ca;delete' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-ca;rm' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-ca;krl' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--output-file', '--output-file', [CompletionResultType]::ParameterName, 'Write the KRL to FILE (replaced atomically, mode 0644) instead of stdout')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'One KRL of every SSH certificate authority the API key may list')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-ca;revoke-key' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--public-key-file', '--public-key-file', [CompletionResultType]::ParameterName, 'File with the public key to revoke, e.g. alice_laptop.pub (- for stdin)')
            [CompletionResult]::new('--public-key', '--public-key', [CompletionResultType]::ParameterName, 'The public key to revoke, as one OpenSSH line (TYPE BASE64 [COMMENT])')
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'Why it is revoked (kept with the revocation, at most 255 bytes)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-ca;revoked-keys' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-ca;policy' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show what an SSH certificate authority may sign')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Change the rules of an SSH certificate authority''s policy; the rules not named are kept')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Remove an SSH certificate authority''s policy: it then signs every request')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Remove an SSH certificate authority''s policy: it then signs every request')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;ssh-ca;policy;get' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-ca;policy;set' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--policy-file', '--policy-file', [CompletionResultType]::ParameterName, 'The CA''s issuance policy as a JSON or YAML file (- for stdin), with the fields of `tunnelctl ssh-ca policy get -o yaml`')
            [CompletionResult]::new('--allowed-principal', '--allowed-principal', [CompletionResultType]::ParameterName, 'Principals the CA may sign, as a name or a pattern with * and ?, e.g. ''deploy-*'' (can be repeated) [default: any]')
            [CompletionResult]::new('--denied-principal', '--denied-principal', [CompletionResultType]::ParameterName, 'Principals the CA never signs, even when allowed, e.g. root (can be repeated)')
            [CompletionResult]::new('--allow-empty-principals', '--allow-empty-principals', [CompletionResultType]::ParameterName, 'Whether a certificate without principals (valid for every user or host) may be signed [default: only when no principal is allowed or denied by name]')
            [CompletionResult]::new('--max-validity', '--max-validity', [CompletionResultType]::ParameterName, 'Longest validity of a certificate, counted from when it is issued, e.g. 1h or 30d [default: no limit]')
            [CompletionResult]::new('--default-validity', '--default-validity', [CompletionResultType]::ParameterName, 'Validity of a certificate whose request gives no end [default: 24 hours for users, a year for hosts, never more than --max-validity]')
            [CompletionResult]::new('--allowed-extension', '--allowed-extension', [CompletionResultType]::ParameterName, 'Extensions a user certificate may carry, e.g. permit-pty (can be repeated) [default: any]')
            [CompletionResult]::new('--allowed-critical-option', '--allowed-critical-option', [CompletionResultType]::ParameterName, 'Critical options a user certificate may carry (can be repeated) [default: any]')
            [CompletionResult]::new('--required-critical-option', '--required-critical-option', [CompletionResultType]::ParameterName, 'Critical options every user certificate must carry (can be repeated)')
            [CompletionResult]::new('--allowed-key-type', '--allowed-key-type', [CompletionResultType]::ParameterName, 'Key types the CA certifies (can be repeated) [default: any]')
            [CompletionResult]::new('--min-rsa-bits', '--min-rsa-bits', [CompletionResultType]::ParameterName, 'Smallest RSA key the CA certifies, in bits [default: 1024, OpenSSH''s own]')
            [CompletionResult]::new('--allowed-source-address', '--allowed-source-address', [CompletionResultType]::ParameterName, 'A network that every source-address entry of a user certificate must fall inside, as an address or CIDR block, e.g. 10.20.0.0/16 (can be repeated) [default: any]')
            [CompletionResult]::new('--allowed-force-command', '--allowed-force-command', [CompletionResultType]::ParameterName, 'A command that a user certificate''s force-command may hold, exactly (can be repeated) [default: any]')
            [CompletionResult]::new('--max-start-ahead', '--max-start-ahead', [CompletionResultType]::ParameterName, 'How far ahead of now a certificate may start, e.g. 5m or 1d; 0s: it starts now at the latest [default: no limit]')
            [CompletionResult]::new('--unset', '--unset', [CompletionResultType]::ParameterName, 'Remove a rule from the policy, by its field name as `policy get` shows it, e.g. max_validity (can be repeated)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-ca;policy;delete' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-ca;policy;rm' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-ca;policy;help' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show what an SSH certificate authority may sign')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Change the rules of an SSH certificate authority''s policy; the rules not named are kept')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Remove an SSH certificate authority''s policy: it then signs every request')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;ssh-ca;policy;help;get' {
            break
        }
        'tunnelctl;ssh-ca;policy;help;set' {
            break
        }
        'tunnelctl;ssh-ca;policy;help;delete' {
            break
        }
        'tunnelctl;ssh-ca;policy;help;help' {
            break
        }
        'tunnelctl;ssh-ca;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create an SSH certificate authority with a new key')
            [CompletionResult]::new('import', 'import', [CompletionResultType]::ParameterValue, 'Make an existing OpenSSH private key an SSH certificate authority (local store only)')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one SSH certificate authority, or only its public key line')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List SSH certificate authorities, newest first')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change the description, metadata or issuance policy of an SSH certificate authority')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete SSH certificate authorities (refused while certificates they signed exist)')
            [CompletionResult]::new('krl', 'krl', [CompletionResultType]::ParameterValue, 'Write the OpenSSH key revocation list (KRL) of the certificates and keys a CA revoked')
            [CompletionResult]::new('revoke-key', 'revoke-key', [CompletionResultType]::ParameterValue, 'Revoke a public key: the CA signs it no more, and its KRL refuses every certificate of it')
            [CompletionResult]::new('revoked-keys', 'revoked-keys', [CompletionResultType]::ParameterValue, 'List the public keys a CA revoked')
            [CompletionResult]::new('policy', 'policy', [CompletionResultType]::ParameterValue, 'Show, set or remove what an SSH certificate authority may sign')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;ssh-ca;help;create' {
            break
        }
        'tunnelctl;ssh-ca;help;import' {
            break
        }
        'tunnelctl;ssh-ca;help;get' {
            break
        }
        'tunnelctl;ssh-ca;help;list' {
            break
        }
        'tunnelctl;ssh-ca;help;update' {
            break
        }
        'tunnelctl;ssh-ca;help;delete' {
            break
        }
        'tunnelctl;ssh-ca;help;krl' {
            break
        }
        'tunnelctl;ssh-ca;help;revoke-key' {
            break
        }
        'tunnelctl;ssh-ca;help;revoked-keys' {
            break
        }
        'tunnelctl;ssh-ca;help;policy' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show what an SSH certificate authority may sign')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Change the rules of an SSH certificate authority''s policy; the rules not named are kept')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Remove an SSH certificate authority''s policy: it then signs every request')
            break
        }
        'tunnelctl;ssh-ca;help;policy;get' {
            break
        }
        'tunnelctl;ssh-ca;help;policy;set' {
            break
        }
        'tunnelctl;ssh-ca;help;policy;delete' {
            break
        }
        'tunnelctl;ssh-ca;help;help' {
            break
        }
        'tunnelctl;ssh-cert' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Issue an SSH user certificate for a public key, signed by a CA of the store')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one SSH user certificate, and optionally write it to a file')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List SSH user certificates, newest first')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List SSH user certificates, newest first')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change the description or metadata of an SSH user certificate')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete SSH user certificates (deleting does not revoke: see revoke)')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Delete SSH user certificates (deleting does not revoke: see revoke)')
            [CompletionResult]::new('revoke', 'revoke', [CompletionResultType]::ParameterValue, 'Revoke SSH user certificates: their CA''s KRL lists them from then on')
            [CompletionResult]::new('renew', 'renew', [CompletionResultType]::ParameterValue, 'Issue a new certificate like an existing one (same key, CA, principals, options), valid from now')
            [CompletionResult]::new('login', 'login', [CompletionResultType]::ParameterValue, 'Get a certificate for your own key and give both to ssh-agent until it expires')
            [CompletionResult]::new('logout', 'logout', [CompletionResultType]::ParameterValue, 'Remove from ssh-agent the keys and certificates `ssh-cert login` gave it (and nothing else)')
            [CompletionResult]::new('agent', 'agent', [CompletionResultType]::ParameterValue, 'Show what ssh-agent holds from `ssh-cert login`: key, certificate ID, principals, expiry')
            [CompletionResult]::new('prune', 'prune', [CompletionResultType]::ParameterValue, 'Delete the certificates that expired long ago (revocations stay in the CA''s KRL)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;ssh-cert;create' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--ca-id', '--ca-id', [CompletionResultType]::ParameterName, 'The CA that signs the certificate (sshca_... ID, or its name in a manifest) [default: on a terminal, pick one from a list]')
            [CompletionResult]::new('--public-key-file', '--public-key-file', [CompletionResultType]::ParameterName, 'File with the public key to certify, e.g. ~/.ssh/id_ed25519.pub (- for stdin)')
            [CompletionResult]::new('--public-key', '--public-key', [CompletionResultType]::ParameterName, 'The public key to certify, as one OpenSSH line (TYPE BASE64 [COMMENT])')
            [CompletionResult]::new('--principal', '--principal', [CompletionResultType]::ParameterName, 'User name the holder may log in as (can be repeated) [default: none, so any user]')
            [CompletionResult]::new('--critical-option', '--critical-option', [CompletionResultType]::ParameterName, 'Critical option: force-command=COMMAND or source-address=CIDR[,CIDR...] (can be repeated)')
            [CompletionResult]::new('--extension', '--extension', [CompletionResultType]::ParameterName, 'Extension, e.g. permit-pty or name@example.com=value (can be repeated) [default: permit-pty and permit-user-rc]')
            [CompletionResult]::new('--valid-after', '--valid-after', [CompletionResultType]::ParameterName, 'Start of the validity window, RFC 3339 (e.g. 2026-11-22T10:00:00Z) [default: now, less --backdate]')
            [CompletionResult]::new('--valid-until', '--valid-until', [CompletionResultType]::ParameterName, 'End of the validity window, RFC 3339 [default: the CA policy''s default_validity after the start, else 24 hours for a user certificate, a year for a host certificate]')
            [CompletionResult]::new('--valid-for', '--valid-for', [CompletionResultType]::ParameterName, 'Length of the validity window, e.g. 30m, 8h or 7d: from --valid-after when given, else from now')
            [CompletionResult]::new('--backdate', '--backdate', [CompletionResultType]::ParameterName, 'Without --valid-after, start the window this long before now, so that a server whose clock is a little behind accepts the certificate at once (0 turns it off)')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'Human-readable purpose (at most 255 bytes)')
            [CompletionResult]::new('--metadata', '--metadata', [CompletionResultType]::ParameterName, 'Machine-readable data of your own (at most 4096 bytes)')
            [CompletionResult]::new('--write-cert', '--write-cert', [CompletionResultType]::ParameterName, 'Write the certificate to FILE with mode 0644, e.g. ~/.ssh/id_ed25519-cert.pub')
            [CompletionResult]::new('--ca-passphrase-file', '--ca-passphrase-file', [CompletionResultType]::ParameterName, 'Passphrase of an encrypted CA on the first line of FILE, your own, mode 0600 (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead; on a terminal, tunnelctl asks)')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Whole request body as a JSON or YAML file (- for stdin), or the resource as `get -o yaml` prints it (its read-only fields are left out); flags override its fields')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Overwrite the file of --write-cert if it exists')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-cert;get' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--write-cert', '--write-cert', [CompletionResultType]::ParameterName, 'Write the certificate to FILE with mode 0644, e.g. ~/.ssh/id_ed25519-cert.pub')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Overwrite the file of --write-cert if it exists')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-cert;list' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Return at most this many items [default: all, following every page]')
            [CompletionResult]::new('--before-id', '--before-id', [CompletionResultType]::ParameterName, 'Start after this ID: only items older than it are listed')
            [CompletionResult]::new('--columns', '--columns', [CompletionResultType]::ParameterName, 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)')
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'Only certificates in this state now; every filter is applied client-side, as the API has none (pages are read until --limit certificates match)')
            [CompletionResult]::new('--ca-id', '--ca-id', [CompletionResultType]::ParameterName, 'Only certificates signed by this CA: its ID, or its name in a manifest (filtered client-side)')
            [CompletionResult]::new('--ca', '--ca', [CompletionResultType]::ParameterName, 'Only certificates signed by this CA: its ID, or its name in a manifest (filtered client-side)')
            [CompletionResult]::new('--principal', '--principal', [CompletionResultType]::ParameterName, 'Only certificates valid for this principal: those that name it, and those that name no principal (valid for any) (filtered client-side)')
            [CompletionResult]::new('--public-key-file', '--public-key-file', [CompletionResultType]::ParameterName, 'Only certificates of the public key in FILE (- for stdin), whatever its comment (filtered client-side)')
            [CompletionResult]::new('--fingerprint', '--fingerprint', [CompletionResultType]::ParameterName, 'Only certificates of the key with this fingerprint, as `ssh-keygen -l` prints it (filtered client-side)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--revoked', '--revoked', [CompletionResultType]::ParameterName, 'Same as --state revoked')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-cert;ls' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Return at most this many items [default: all, following every page]')
            [CompletionResult]::new('--before-id', '--before-id', [CompletionResultType]::ParameterName, 'Start after this ID: only items older than it are listed')
            [CompletionResult]::new('--columns', '--columns', [CompletionResultType]::ParameterName, 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)')
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'Only certificates in this state now; every filter is applied client-side, as the API has none (pages are read until --limit certificates match)')
            [CompletionResult]::new('--ca-id', '--ca-id', [CompletionResultType]::ParameterName, 'Only certificates signed by this CA: its ID, or its name in a manifest (filtered client-side)')
            [CompletionResult]::new('--ca', '--ca', [CompletionResultType]::ParameterName, 'Only certificates signed by this CA: its ID, or its name in a manifest (filtered client-side)')
            [CompletionResult]::new('--principal', '--principal', [CompletionResultType]::ParameterName, 'Only certificates valid for this principal: those that name it, and those that name no principal (valid for any) (filtered client-side)')
            [CompletionResult]::new('--public-key-file', '--public-key-file', [CompletionResultType]::ParameterName, 'Only certificates of the public key in FILE (- for stdin), whatever its comment (filtered client-side)')
            [CompletionResult]::new('--fingerprint', '--fingerprint', [CompletionResultType]::ParameterName, 'Only certificates of the key with this fingerprint, as `ssh-keygen -l` prints it (filtered client-side)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--revoked', '--revoked', [CompletionResultType]::ParameterName, 'Same as --state revoked')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-cert;update' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'Human-readable purpose (at most 255 bytes)')
            [CompletionResult]::new('--metadata', '--metadata', [CompletionResultType]::ParameterName, 'Machine-readable data of your own (at most 4096 bytes)')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Whole request body as a JSON or YAML file (- for stdin), or the resource as `get -o yaml` prints it (its read-only fields are left out); flags override its fields')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-cert;delete' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-cert;rm' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-cert;revoke' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'Why they are revoked (kept with the revocation, at most 255 bytes)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--keep-key', '--keep-key', [CompletionResultType]::ParameterName, 'Revoke only the certificates, not their public keys, which may then be signed again: for certificates replaced by new ones of the same keys')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-cert;renew' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--valid-for', '--valid-for', [CompletionResultType]::ParameterName, 'Length of the new validity window from now [default: as long as the old one''s]')
            [CompletionResult]::new('--backdate', '--backdate', [CompletionResultType]::ParameterName, 'Without --valid-after, start the window this long before now, so that a server whose clock is a little behind accepts the certificate at once (0 turns it off)')
            [CompletionResult]::new('--write-cert', '--write-cert', [CompletionResultType]::ParameterName, 'Write the certificate to FILE with mode 0644, e.g. ~/.ssh/id_ed25519-cert.pub')
            [CompletionResult]::new('--ca-passphrase-file', '--ca-passphrase-file', [CompletionResultType]::ParameterName, 'Passphrase of an encrypted CA on the first line of FILE, your own, mode 0600 (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead; on a terminal, tunnelctl asks)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--revoke-old', '--revoke-old', [CompletionResultType]::ParameterName, 'Revoke the old certificate once the new one is issued (its serial only: the key it shares with the new one stays good)')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Overwrite the file of --write-cert if it exists')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-cert;login' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--ca-id', '--ca-id', [CompletionResultType]::ParameterName, 'The CA that signs (sshca_... ID, or its name in a manifest) [default: the only CA there is; on a terminal, pick one]')
            [CompletionResult]::new('--identity-file', '--identity-file', [CompletionResultType]::ParameterName, 'Your private key; the certificate is written beside it, to FILE-cert.pub [default: ~/.ssh/id_ed25519, made when it does not exist]')
            [CompletionResult]::new('--principal', '--principal', [CompletionResultType]::ParameterName, 'User name to log in as (can be repeated) [default: the names the API key is bound to (on a `serve`), else your own user name]')
            [CompletionResult]::new('--critical-option', '--critical-option', [CompletionResultType]::ParameterName, 'Critical option: force-command=COMMAND or source-address=CIDR[,CIDR...] (can be repeated)')
            [CompletionResult]::new('--extension', '--extension', [CompletionResultType]::ParameterName, 'Extension, e.g. permit-pty or name@example.com=value (can be repeated) [default: permit-pty and permit-user-rc]')
            [CompletionResult]::new('--valid-after', '--valid-after', [CompletionResultType]::ParameterName, 'Start of the validity window, RFC 3339 (e.g. 2026-11-22T10:00:00Z) [default: now, less --backdate]')
            [CompletionResult]::new('--valid-until', '--valid-until', [CompletionResultType]::ParameterName, 'End of the validity window, RFC 3339 [default: the CA policy''s default_validity after the start, else 24 hours for a user certificate, a year for a host certificate]')
            [CompletionResult]::new('--valid-for', '--valid-for', [CompletionResultType]::ParameterName, 'Length of the validity window, e.g. 30m, 8h or 7d: from --valid-after when given, else from now')
            [CompletionResult]::new('--backdate', '--backdate', [CompletionResultType]::ParameterName, 'Without --valid-after, start the window this long before now, so that a server whose clock is a little behind accepts the certificate at once (0 turns it off)')
            [CompletionResult]::new('--ca-passphrase-file', '--ca-passphrase-file', [CompletionResultType]::ParameterName, 'Passphrase of an encrypted CA on the first line of FILE, your own, mode 0600 (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead; on a terminal, tunnelctl asks)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--no-agent', '--no-agent', [CompletionResultType]::ParameterName, 'Write the certificate file only; leave ssh-agent alone')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-cert;logout' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--identity-file', '--identity-file', [CompletionResultType]::ParameterName, 'Only the key login gave for this private key file [default: every key login gave]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-cert;agent' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--identity-file', '--identity-file', [CompletionResultType]::ParameterName, 'Only the key login gave for this private key file')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-cert;prune' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--expired-before', '--expired-before', [CompletionResultType]::ParameterName, 'Delete the certificates that expired longer ago than this, e.g. 30d or 12h (0: every expired one)')
            [CompletionResult]::new('--ca-id', '--ca-id', [CompletionResultType]::ParameterName, 'Only certificates signed by this CA: its ID, or its name in a manifest')
            [CompletionResult]::new('--ca', '--ca', [CompletionResultType]::ParameterName, 'Only certificates signed by this CA: its ID, or its name in a manifest')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-cert;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Issue an SSH user certificate for a public key, signed by a CA of the store')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one SSH user certificate, and optionally write it to a file')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List SSH user certificates, newest first')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change the description or metadata of an SSH user certificate')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete SSH user certificates (deleting does not revoke: see revoke)')
            [CompletionResult]::new('revoke', 'revoke', [CompletionResultType]::ParameterValue, 'Revoke SSH user certificates: their CA''s KRL lists them from then on')
            [CompletionResult]::new('renew', 'renew', [CompletionResultType]::ParameterValue, 'Issue a new certificate like an existing one (same key, CA, principals, options), valid from now')
            [CompletionResult]::new('login', 'login', [CompletionResultType]::ParameterValue, 'Get a certificate for your own key and give both to ssh-agent until it expires')
            [CompletionResult]::new('logout', 'logout', [CompletionResultType]::ParameterValue, 'Remove from ssh-agent the keys and certificates `ssh-cert login` gave it (and nothing else)')
            [CompletionResult]::new('agent', 'agent', [CompletionResultType]::ParameterValue, 'Show what ssh-agent holds from `ssh-cert login`: key, certificate ID, principals, expiry')
            [CompletionResult]::new('prune', 'prune', [CompletionResultType]::ParameterValue, 'Delete the certificates that expired long ago (revocations stay in the CA''s KRL)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;ssh-cert;help;create' {
            break
        }
        'tunnelctl;ssh-cert;help;get' {
            break
        }
        'tunnelctl;ssh-cert;help;list' {
            break
        }
        'tunnelctl;ssh-cert;help;update' {
            break
        }
        'tunnelctl;ssh-cert;help;delete' {
            break
        }
        'tunnelctl;ssh-cert;help;revoke' {
            break
        }
        'tunnelctl;ssh-cert;help;renew' {
            break
        }
        'tunnelctl;ssh-cert;help;login' {
            break
        }
        'tunnelctl;ssh-cert;help;logout' {
            break
        }
        'tunnelctl;ssh-cert;help;agent' {
            break
        }
        'tunnelctl;ssh-cert;help;prune' {
            break
        }
        'tunnelctl;ssh-cert;help;help' {
            break
        }
        'tunnelctl;ssh-host-cert' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Issue an SSH host certificate for a server''s host key, signed by a CA of the store')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one SSH host certificate, and optionally write it to a file')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List SSH host certificates, newest first')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List SSH host certificates, newest first')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change the description or metadata of an SSH host certificate')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete SSH host certificates (deleting does not revoke: see revoke)')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Delete SSH host certificates (deleting does not revoke: see revoke)')
            [CompletionResult]::new('revoke', 'revoke', [CompletionResultType]::ParameterValue, 'Revoke SSH host certificates: their CA''s KRL lists them from then on')
            [CompletionResult]::new('renew', 'renew', [CompletionResultType]::ParameterValue, 'Issue a new certificate like an existing one (same key, CA, principals), valid from now')
            [CompletionResult]::new('prune', 'prune', [CompletionResultType]::ParameterValue, 'Delete the host certificates that expired long ago (revocations stay in the CA''s KRL)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;ssh-host-cert;create' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--ca-id', '--ca-id', [CompletionResultType]::ParameterName, 'The CA that signs the certificate (sshca_... ID, or its name in a manifest) [default: on a terminal, pick one from a list]')
            [CompletionResult]::new('--public-key-file', '--public-key-file', [CompletionResultType]::ParameterName, 'File with the public key to certify, e.g. ~/.ssh/id_ed25519.pub (- for stdin)')
            [CompletionResult]::new('--public-key', '--public-key', [CompletionResultType]::ParameterName, 'The public key to certify, as one OpenSSH line (TYPE BASE64 [COMMENT])')
            [CompletionResult]::new('--principal', '--principal', [CompletionResultType]::ParameterName, 'Host name or address clients connect to (can be repeated) [default: none, so any host; dangerous]')
            [CompletionResult]::new('--valid-after', '--valid-after', [CompletionResultType]::ParameterName, 'Start of the validity window, RFC 3339 (e.g. 2026-11-22T10:00:00Z) [default: now, less --backdate]')
            [CompletionResult]::new('--valid-until', '--valid-until', [CompletionResultType]::ParameterName, 'End of the validity window, RFC 3339 [default: the CA policy''s default_validity after the start, else 24 hours for a user certificate, a year for a host certificate]')
            [CompletionResult]::new('--valid-for', '--valid-for', [CompletionResultType]::ParameterName, 'Length of the validity window, e.g. 30m, 8h or 7d: from --valid-after when given, else from now')
            [CompletionResult]::new('--backdate', '--backdate', [CompletionResultType]::ParameterName, 'Without --valid-after, start the window this long before now, so that a server whose clock is a little behind accepts the certificate at once (0 turns it off)')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'Human-readable purpose (at most 255 bytes)')
            [CompletionResult]::new('--metadata', '--metadata', [CompletionResultType]::ParameterName, 'Machine-readable data of your own (at most 4096 bytes)')
            [CompletionResult]::new('--write-cert', '--write-cert', [CompletionResultType]::ParameterName, 'Write the certificate to FILE with mode 0644, e.g. ~/.ssh/id_ed25519-cert.pub')
            [CompletionResult]::new('--ca-passphrase-file', '--ca-passphrase-file', [CompletionResultType]::ParameterName, 'Passphrase of an encrypted CA on the first line of FILE, your own, mode 0600 (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead; on a terminal, tunnelctl asks)')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Whole request body as a JSON or YAML file (- for stdin), or the resource as `get -o yaml` prints it (its read-only fields are left out); flags override its fields')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Overwrite the file of --write-cert if it exists')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-host-cert;get' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--write-cert', '--write-cert', [CompletionResultType]::ParameterName, 'Write the certificate to FILE with mode 0644, e.g. ~/.ssh/id_ed25519-cert.pub')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Overwrite the file of --write-cert if it exists')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-host-cert;list' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Return at most this many items [default: all, following every page]')
            [CompletionResult]::new('--before-id', '--before-id', [CompletionResultType]::ParameterName, 'Start after this ID: only items older than it are listed')
            [CompletionResult]::new('--columns', '--columns', [CompletionResultType]::ParameterName, 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)')
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'Only certificates in this state now; every filter is applied client-side, as the API has none (pages are read until --limit certificates match)')
            [CompletionResult]::new('--ca-id', '--ca-id', [CompletionResultType]::ParameterName, 'Only certificates signed by this CA: its ID, or its name in a manifest (filtered client-side)')
            [CompletionResult]::new('--ca', '--ca', [CompletionResultType]::ParameterName, 'Only certificates signed by this CA: its ID, or its name in a manifest (filtered client-side)')
            [CompletionResult]::new('--principal', '--principal', [CompletionResultType]::ParameterName, 'Only certificates valid for this principal: those that name it, and those that name no principal (valid for any) (filtered client-side)')
            [CompletionResult]::new('--public-key-file', '--public-key-file', [CompletionResultType]::ParameterName, 'Only certificates of the public key in FILE (- for stdin), whatever its comment (filtered client-side)')
            [CompletionResult]::new('--fingerprint', '--fingerprint', [CompletionResultType]::ParameterName, 'Only certificates of the key with this fingerprint, as `ssh-keygen -l` prints it (filtered client-side)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--revoked', '--revoked', [CompletionResultType]::ParameterName, 'Same as --state revoked')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-host-cert;ls' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Return at most this many items [default: all, following every page]')
            [CompletionResult]::new('--before-id', '--before-id', [CompletionResultType]::ParameterName, 'Start after this ID: only items older than it are listed')
            [CompletionResult]::new('--columns', '--columns', [CompletionResultType]::ParameterName, 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)')
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'Only certificates in this state now; every filter is applied client-side, as the API has none (pages are read until --limit certificates match)')
            [CompletionResult]::new('--ca-id', '--ca-id', [CompletionResultType]::ParameterName, 'Only certificates signed by this CA: its ID, or its name in a manifest (filtered client-side)')
            [CompletionResult]::new('--ca', '--ca', [CompletionResultType]::ParameterName, 'Only certificates signed by this CA: its ID, or its name in a manifest (filtered client-side)')
            [CompletionResult]::new('--principal', '--principal', [CompletionResultType]::ParameterName, 'Only certificates valid for this principal: those that name it, and those that name no principal (valid for any) (filtered client-side)')
            [CompletionResult]::new('--public-key-file', '--public-key-file', [CompletionResultType]::ParameterName, 'Only certificates of the public key in FILE (- for stdin), whatever its comment (filtered client-side)')
            [CompletionResult]::new('--fingerprint', '--fingerprint', [CompletionResultType]::ParameterName, 'Only certificates of the key with this fingerprint, as `ssh-keygen -l` prints it (filtered client-side)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--revoked', '--revoked', [CompletionResultType]::ParameterName, 'Same as --state revoked')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-host-cert;update' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'Human-readable purpose (at most 255 bytes)')
            [CompletionResult]::new('--metadata', '--metadata', [CompletionResultType]::ParameterName, 'Machine-readable data of your own (at most 4096 bytes)')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Whole request body as a JSON or YAML file (- for stdin), or the resource as `get -o yaml` prints it (its read-only fields are left out); flags override its fields')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-host-cert;delete' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-host-cert;rm' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-host-cert;revoke' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'Why they are revoked (kept with the revocation, at most 255 bytes)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--keep-key', '--keep-key', [CompletionResultType]::ParameterName, 'Revoke only the certificates, not their public keys, which may then be signed again: for certificates replaced by new ones of the same keys')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-host-cert;renew' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--valid-for', '--valid-for', [CompletionResultType]::ParameterName, 'Length of the new validity window from now [default: as long as the old one''s]')
            [CompletionResult]::new('--backdate', '--backdate', [CompletionResultType]::ParameterName, 'Without --valid-after, start the window this long before now, so that a server whose clock is a little behind accepts the certificate at once (0 turns it off)')
            [CompletionResult]::new('--write-cert', '--write-cert', [CompletionResultType]::ParameterName, 'Write the certificate to FILE with mode 0644, e.g. ~/.ssh/id_ed25519-cert.pub')
            [CompletionResult]::new('--ca-passphrase-file', '--ca-passphrase-file', [CompletionResultType]::ParameterName, 'Passphrase of an encrypted CA on the first line of FILE, your own, mode 0600 (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead; on a terminal, tunnelctl asks)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--revoke-old', '--revoke-old', [CompletionResultType]::ParameterName, 'Revoke the old certificate once the new one is issued (its serial only: the key it shares with the new one stays good)')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Overwrite the file of --write-cert if it exists')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-host-cert;prune' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--expired-before', '--expired-before', [CompletionResultType]::ParameterName, 'Delete the certificates that expired longer ago than this, e.g. 30d or 12h (0: every expired one)')
            [CompletionResult]::new('--ca-id', '--ca-id', [CompletionResultType]::ParameterName, 'Only certificates signed by this CA: its ID, or its name in a manifest')
            [CompletionResult]::new('--ca', '--ca', [CompletionResultType]::ParameterName, 'Only certificates signed by this CA: its ID, or its name in a manifest')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;ssh-host-cert;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Issue an SSH host certificate for a server''s host key, signed by a CA of the store')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one SSH host certificate, and optionally write it to a file')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List SSH host certificates, newest first')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change the description or metadata of an SSH host certificate')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete SSH host certificates (deleting does not revoke: see revoke)')
            [CompletionResult]::new('revoke', 'revoke', [CompletionResultType]::ParameterValue, 'Revoke SSH host certificates: their CA''s KRL lists them from then on')
            [CompletionResult]::new('renew', 'renew', [CompletionResultType]::ParameterValue, 'Issue a new certificate like an existing one (same key, CA, principals), valid from now')
            [CompletionResult]::new('prune', 'prune', [CompletionResultType]::ParameterValue, 'Delete the host certificates that expired long ago (revocations stay in the CA''s KRL)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;ssh-host-cert;help;create' {
            break
        }
        'tunnelctl;ssh-host-cert;help;get' {
            break
        }
        'tunnelctl;ssh-host-cert;help;list' {
            break
        }
        'tunnelctl;ssh-host-cert;help;update' {
            break
        }
        'tunnelctl;ssh-host-cert;help;delete' {
            break
        }
        'tunnelctl;ssh-host-cert;help;revoke' {
            break
        }
        'tunnelctl;ssh-host-cert;help;renew' {
            break
        }
        'tunnelctl;ssh-host-cert;help;prune' {
            break
        }
        'tunnelctl;ssh-host-cert;help;help' {
            break
        }
        'tunnelctl;api-key' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create an API key; its token is printed this once and never again')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one API key (never its token)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List API keys, newest first (never their tokens), with when each expires and was last used')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List API keys, newest first (never their tokens), with when each expires and was last used')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change an API key''s description, metadata, role or CAs (its token cannot be changed)')
            [CompletionResult]::new('rotate', 'rotate', [CompletionResultType]::ParameterValue, 'Give an API key a new token (printed this once); the old one works for the grace period')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete API keys: requests bearing them are refused from then on')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Delete API keys: requests bearing them are refused from then on')
            [CompletionResult]::new('policy', 'policy', [CompletionResultType]::ParameterValue, 'Show or set how long the keys of each role may live')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;api-key;create' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'Human-readable purpose (at most 255 bytes)')
            [CompletionResult]::new('--metadata', '--metadata', [CompletionResultType]::ParameterName, 'Machine-readable data of your own (at most 4096 bytes)')
            [CompletionResult]::new('--role', '--role', [CompletionResultType]::ParameterName, 'admin: everything (the default); operator: every resource but API keys; reader: reads only; issuer: signs SSH certificates with the CAs of --ca-id and reads its own')
            [CompletionResult]::new('--ca-id', '--ca-id', [CompletionResultType]::ParameterName, 'A CA a key with the role issuer signs with (can be repeated; replaces the key''s CAs)')
            [CompletionResult]::new('--ssh-principal', '--ssh-principal', [CompletionResultType]::ParameterName, 'A principal (or pattern, * and ?) the key''s certificates may name, for an operator or issuer key (can be repeated) [default: any the CA''s policy allows]')
            [CompletionResult]::new('--ssh-max-validity', '--ssh-max-validity', [CompletionResultType]::ParameterName, 'Longest validity of the key''s certificates, e.g. 8h; a request without one gets the shorter of this and the CA''s default [default: the CA''s policy''s]')
            [CompletionResult]::new('--expires-in', '--expires-in', [CompletionResultType]::ParameterName, 'The key stops working this long from now (e.g. 90d, 12h); set at creation only, and required for a role with a rule in `api-key policy get`')
            [CompletionResult]::new('--expires-at', '--expires-at', [CompletionResultType]::ParameterName, 'The key stops working at this time (RFC 3339, e.g. 2027-01-31T00:00:00Z)')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Whole request body as a JSON or YAML file (- for stdin), or the resource as `get -o yaml` prints it (its read-only fields are left out); flags override its fields')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;api-key;get' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;api-key;list' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--unused-for', '--unused-for', [CompletionResultType]::ParameterName, 'Only keys not used for this long (e.g. 90d): last used before then, or never used and created before then')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Return at most this many items [default: all, following every page]')
            [CompletionResult]::new('--before-id', '--before-id', [CompletionResultType]::ParameterName, 'Start after this ID: only items older than it are listed')
            [CompletionResult]::new('--columns', '--columns', [CompletionResultType]::ParameterName, 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;api-key;ls' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--unused-for', '--unused-for', [CompletionResultType]::ParameterName, 'Only keys not used for this long (e.g. 90d): last used before then, or never used and created before then')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Return at most this many items [default: all, following every page]')
            [CompletionResult]::new('--before-id', '--before-id', [CompletionResultType]::ParameterName, 'Start after this ID: only items older than it are listed')
            [CompletionResult]::new('--columns', '--columns', [CompletionResultType]::ParameterName, 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;api-key;update' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--role', '--role', [CompletionResultType]::ParameterName, 'admin: everything (the default); operator: every resource but API keys; reader: reads only; issuer: signs SSH certificates with the CAs of --ca-id and reads its own')
            [CompletionResult]::new('--ca-id', '--ca-id', [CompletionResultType]::ParameterName, 'A CA a key with the role issuer signs with (can be repeated; replaces the key''s CAs)')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'Human-readable purpose (at most 255 bytes)')
            [CompletionResult]::new('--metadata', '--metadata', [CompletionResultType]::ParameterName, 'Machine-readable data of your own (at most 4096 bytes)')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Whole request body as a JSON or YAML file (- for stdin), or the resource as `get -o yaml` prints it (its read-only fields are left out); flags override its fields')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;api-key;rotate' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--grace-period', '--grace-period', [CompletionResultType]::ParameterName, 'How long the old token keeps working (e.g. 1h; at most 7d) [default: 0, it stops at once]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;api-key;delete' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;api-key;rm' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;api-key;policy' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show how long the API keys of each role may live')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Require the API keys of a role to expire within a given time, or lift that rule')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;api-key;policy;get' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;api-key;policy;set' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--role', '--role', [CompletionResultType]::ParameterName, 'The role whose keys the rule is about')
            [CompletionResult]::new('--max-lifetime', '--max-lifetime', [CompletionResultType]::ParameterName, 'Longest lifetime of a key of the role, from its creation, e.g. 90d or 12h; its keys must then expire')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--clear', '--clear', [CompletionResultType]::ParameterName, 'Remove the role''s rule: its keys may again be made without an expiry')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;api-key;policy;help' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show how long the API keys of each role may live')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Require the API keys of a role to expire within a given time, or lift that rule')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;api-key;policy;help;get' {
            break
        }
        'tunnelctl;api-key;policy;help;set' {
            break
        }
        'tunnelctl;api-key;policy;help;help' {
            break
        }
        'tunnelctl;api-key;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create an API key; its token is printed this once and never again')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one API key (never its token)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List API keys, newest first (never their tokens), with when each expires and was last used')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change an API key''s description, metadata, role or CAs (its token cannot be changed)')
            [CompletionResult]::new('rotate', 'rotate', [CompletionResultType]::ParameterValue, 'Give an API key a new token (printed this once); the old one works for the grace period')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete API keys: requests bearing them are refused from then on')
            [CompletionResult]::new('policy', 'policy', [CompletionResultType]::ParameterValue, 'Show or set how long the keys of each role may live')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;api-key;help;create' {
            break
        }
        'tunnelctl;api-key;help;get' {
            break
        }
        'tunnelctl;api-key;help;list' {
            break
        }
        'tunnelctl;api-key;help;update' {
            break
        }
        'tunnelctl;api-key;help;rotate' {
            break
        }
        'tunnelctl;api-key;help;delete' {
            break
        }
        'tunnelctl;api-key;help;policy' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show how long the API keys of each role may live')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Require the API keys of a role to expire within a given time, or lift that rule')
            break
        }
        'tunnelctl;api-key;help;policy;get' {
            break
        }
        'tunnelctl;api-key;help;policy;set' {
            break
        }
        'tunnelctl;api-key;help;help' {
            break
        }
        'tunnelctl;auth' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('login', 'login', [CompletionResultType]::ParameterValue, 'Check an API key with the server, then keep it for this profile where only you can read it')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'Say which server and which key remote mode uses, and where the key is kept')
            [CompletionResult]::new('logout', 'logout', [CompletionResultType]::ParameterValue, 'Remove the key auth login kept for this profile')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;auth;login' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--with-token', '--with-token', [CompletionResultType]::ParameterName, 'Read the key from standard input (its first line) instead of a prompt')
            [CompletionResult]::new('--keyring', '--keyring', [CompletionResultType]::ParameterName, 'Keep the key in the system keyring (the Secret Service of GNOME Keyring, KWallet or KeePassXC, as service tunnelctl, account PROFILE) instead of a file; a file beside the config (keyring/PROFILE) then says only that it is there')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;auth;status' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;auth;logout' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;auth;help' {
            [CompletionResult]::new('login', 'login', [CompletionResultType]::ParameterValue, 'Check an API key with the server, then keep it for this profile where only you can read it')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'Say which server and which key remote mode uses, and where the key is kept')
            [CompletionResult]::new('logout', 'logout', [CompletionResultType]::ParameterValue, 'Remove the key auth login kept for this profile')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;auth;help;login' {
            break
        }
        'tunnelctl;auth;help;status' {
            break
        }
        'tunnelctl;auth;help;logout' {
            break
        }
        'tunnelctl;auth;help;help' {
            break
        }
        'tunnelctl;apply' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Manifest file, directory of .yaml/.yml/.json files, or - for stdin (can be repeated)')
            [CompletionResult]::new('--filename', '--filename', [CompletionResultType]::ParameterName, 'Manifest file, directory of .yaml/.yml/.json files, or - for stdin (can be repeated)')
            [CompletionResult]::new('--set', '--set', [CompletionResultType]::ParameterName, 'The apply set these manifests belong to (kept in each resource''s metadata): --prune deletes only resources of this set, and a resource of another set is never changed')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'Only the document of this resource (a module: KIND/EDGE_ID or KIND/EDGE_ID/ROUTE_ID); can be repeated. --prune then deletes nothing outside them')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--adopt', '--adopt', [CompletionResultType]::ParameterName, 'Take the declared resources that belong to another apply set (or to none) into this one, instead of refusing them')
            [CompletionResult]::new('--prune', '--prune', [CompletionResultType]::ParameterName, 'Also delete the resources of this apply set (see --set) that no manifest declares; at a terminal, asks once, listing them. Resources made by hand are never deleted')
            [CompletionResult]::new('--prune-ca', '--prune-ca', [CompletionResultType]::ParameterName, 'Let --prune delete SSH CAs (and their private keys) without a person answering the prompt: not at a terminal, or with --yes, a CA is otherwise never pruned')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;diff' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Manifest file, directory of .yaml/.yml/.json files, or - for stdin (can be repeated)')
            [CompletionResult]::new('--filename', '--filename', [CompletionResultType]::ParameterName, 'Manifest file, directory of .yaml/.yml/.json files, or - for stdin (can be repeated)')
            [CompletionResult]::new('--set', '--set', [CompletionResultType]::ParameterName, 'The apply set these manifests belong to (kept in each resource''s metadata): --prune deletes only resources of this set, and a resource of another set is never changed')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'Only the document of this resource (a module: KIND/EDGE_ID or KIND/EDGE_ID/ROUTE_ID); can be repeated. --prune then deletes nothing outside them')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--adopt', '--adopt', [CompletionResultType]::ParameterName, 'Take the declared resources that belong to another apply set (or to none) into this one, instead of refusing them')
            [CompletionResult]::new('--prune', '--prune', [CompletionResultType]::ParameterName, 'Also show the deletions `apply --prune` would make')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Also list the resources that are unchanged')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Also list the resources that are unchanged')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;manifest' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Also the resources made by hand, each with its `id:` and its ID as name: applying it changes nothing and they stay made by hand (another name in a document takes one under apply)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;edit' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;api' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--input', '--input', [CompletionResultType]::ParameterName, 'Request body as a JSON or YAML file (- for stdin); sent as JSON')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--paginate', '--paginate', [CompletionResultType]::ParameterName, 'For a GET of a list: follow next_page_uri and print one merged list object')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;config' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show the settings in effect and where each came from (secrets masked)')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Print the value in effect of one setting that config show lists, for scripts')
            [CompletionResult]::new('profiles', 'profiles', [CompletionResultType]::ParameterValue, 'List the profiles of the config file')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Set a key of a profile in the config file, creating the profile and the file as needed')
            [CompletionResult]::new('unset', 'unset', [CompletionResultType]::ParameterValue, 'Remove a key from a profile of the config file')
            [CompletionResult]::new('use', 'use', [CompletionResultType]::ParameterValue, 'Make a profile of the config file the default (its default_profile), as kubectl''s use-context')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;config;show' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;config;get' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;config;profiles' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;config;set' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;config;unset' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;config;use' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;config;help' {
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show the settings in effect and where each came from (secrets masked)')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Print the value in effect of one setting that config show lists, for scripts')
            [CompletionResult]::new('profiles', 'profiles', [CompletionResultType]::ParameterValue, 'List the profiles of the config file')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Set a key of a profile in the config file, creating the profile and the file as needed')
            [CompletionResult]::new('unset', 'unset', [CompletionResultType]::ParameterValue, 'Remove a key from a profile of the config file')
            [CompletionResult]::new('use', 'use', [CompletionResultType]::ParameterValue, 'Make a profile of the config file the default (its default_profile), as kubectl''s use-context')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;config;help;show' {
            break
        }
        'tunnelctl;config;help;get' {
            break
        }
        'tunnelctl;config;help;profiles' {
            break
        }
        'tunnelctl;config;help;set' {
            break
        }
        'tunnelctl;config;help;unset' {
            break
        }
        'tunnelctl;config;help;use' {
            break
        }
        'tunnelctl;config;help;help' {
            break
        }
        'tunnelctl;store' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check that every record reads and every index matches the records')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write the whole store as one JSON document on stdout or to a file')
            [CompletionResult]::new('import', 'import', [CompletionResultType]::ParameterValue, 'Fill an empty store from a document that `store export` wrote')
            [CompletionResult]::new('repair', 'repair', [CompletionResultType]::ParameterValue, 'Open a store that cannot be opened: keep a copy, set aside what does not read, check the rest')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'End the background process that --keep-open started to keep the store open')
            [CompletionResult]::new('rotate-key', 'rotate-key', [CompletionResultType]::ParameterValue, 'Seal every private key of the store (SSH CAs'', SAML modules'') with a new key-encryption key, in one transaction')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Set a setting of the store, which every tunnelctl and serve using it reads')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show a setting of the store (null when it is not set)')
            [CompletionResult]::new('unset', 'unset', [CompletionResultType]::ParameterValue, 'Remove a setting of the store (public-url: `uri`s then name where each process answers)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;store;check' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;store;export' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--output-file', '--output-file', [CompletionResultType]::ParameterName, 'Write the export to FILE (replaced atomically, mode 0600) instead of stdout')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--include-private-keys', '--include-private-keys', [CompletionResultType]::ParameterName, 'Include the private keys of SSH CAs and SAML request-signing keys, exactly as stored (a CA encrypted at rest stays encrypted); without it they are left out and stderr says so')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;store;import' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('--allow-missing-private-keys', '--allow-missing-private-keys', [CompletionResultType]::ParameterName, 'Import SSH CAs and SAML modules whose private key the export left out; such CAs cannot sign')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;store;repair' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;store;close' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;store;rotate-key' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--new-key-file', '--new-key-file', [CompletionResultType]::ParameterName, 'The new key-encryption key: 64 hex digits on the first line, mode 0600, your own')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;store;set' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;store;get' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;store;unset' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;store;help' {
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check that every record reads and every index matches the records')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write the whole store as one JSON document on stdout or to a file')
            [CompletionResult]::new('import', 'import', [CompletionResultType]::ParameterValue, 'Fill an empty store from a document that `store export` wrote')
            [CompletionResult]::new('repair', 'repair', [CompletionResultType]::ParameterValue, 'Open a store that cannot be opened: keep a copy, set aside what does not read, check the rest')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'End the background process that --keep-open started to keep the store open')
            [CompletionResult]::new('rotate-key', 'rotate-key', [CompletionResultType]::ParameterValue, 'Seal every private key of the store (SSH CAs'', SAML modules'') with a new key-encryption key, in one transaction')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Set a setting of the store, which every tunnelctl and serve using it reads')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show a setting of the store (null when it is not set)')
            [CompletionResult]::new('unset', 'unset', [CompletionResultType]::ParameterValue, 'Remove a setting of the store (public-url: `uri`s then name where each process answers)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;store;help;check' {
            break
        }
        'tunnelctl;store;help;export' {
            break
        }
        'tunnelctl;store;help;import' {
            break
        }
        'tunnelctl;store;help;repair' {
            break
        }
        'tunnelctl;store;help;close' {
            break
        }
        'tunnelctl;store;help;rotate-key' {
            break
        }
        'tunnelctl;store;help;set' {
            break
        }
        'tunnelctl;store;help;get' {
            break
        }
        'tunnelctl;store;help;unset' {
            break
        }
        'tunnelctl;store;help;help' {
            break
        }
        'tunnelctl;audit' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Check the audit trail''s hash chain: every record whole, none missing')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the audit records, newest first')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write the audit records as JSON Lines (one record a line, newest first) on stdout, for a SIEM')
            [CompletionResult]::new('prune', 'prune', [CompletionResultType]::ParameterValue, 'Remove the audit records made before a time, leaving a checkpoint')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;audit;verify' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--expect-head', '--expect-head', [CompletionResultType]::ParameterName, 'Fail unless the trail still holds this record with this hash, and chains from it to its head (SEQUENCE:HASH, a head kept outside the store)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;audit;list' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--since', '--since', [CompletionResultType]::ParameterName, 'Only records made at or after this time: a duration before now (10m, 2h, 7d) or an RFC 3339 time')
            [CompletionResult]::new('--until', '--until', [CompletionResultType]::ParameterName, 'Only records made at or before this time: a duration before now (10m, 2h, 7d) or an RFC 3339 time')
            [CompletionResult]::new('--actor', '--actor', [CompletionResultType]::ParameterName, 'Only records of this actor: an API key''s ID, or a description (every key that has it, refused requests included), an OS user, a database role')
            [CompletionResult]::new('--kind', '--kind', [CompletionResultType]::ParameterName, 'Only records about resources of this kind (tcp-edge, ssh-ca, api-key, …)')
            [CompletionResult]::new('--id', '--id', [CompletionResultType]::ParameterName, 'Only records about the resource with this ID')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Show at most this many records, the newest [default: all]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;audit;export' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--since', '--since', [CompletionResultType]::ParameterName, 'Only records made at or after this time: a duration before now (10m, 2h, 7d) or an RFC 3339 time')
            [CompletionResult]::new('--until', '--until', [CompletionResultType]::ParameterName, 'Only records made at or before this time: a duration before now (10m, 2h, 7d) or an RFC 3339 time')
            [CompletionResult]::new('--actor', '--actor', [CompletionResultType]::ParameterName, 'Only records of this actor: an API key''s ID, or a description (every key that has it, refused requests included), an OS user, a database role')
            [CompletionResult]::new('--kind', '--kind', [CompletionResultType]::ParameterName, 'Only records about resources of this kind (tcp-edge, ssh-ca, api-key, …)')
            [CompletionResult]::new('--id', '--id', [CompletionResultType]::ParameterName, 'Only records about the resource with this ID')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Show at most this many records, the newest [default: all]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;audit;prune' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'Remove the records made before this time (RFC 3339)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;audit;help' {
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Check the audit trail''s hash chain: every record whole, none missing')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the audit records, newest first')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write the audit records as JSON Lines (one record a line, newest first) on stdout, for a SIEM')
            [CompletionResult]::new('prune', 'prune', [CompletionResultType]::ParameterValue, 'Remove the audit records made before a time, leaving a checkpoint')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;audit;help;verify' {
            break
        }
        'tunnelctl;audit;help;list' {
            break
        }
        'tunnelctl;audit;help;export' {
            break
        }
        'tunnelctl;audit;help;prune' {
            break
        }
        'tunnelctl;audit;help;help' {
            break
        }
        'tunnelctl;completions' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;version' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format of results on stdout [default: table]')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first')
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Directory of the embedded store, or a PostgreSQL database shared by a team (postgres://USER@HOST:PORT/DB, or libpq''s host=… dbname=…) [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]')
            [CompletionResult]::new('--store-key-file', '--store-key-file', [CompletionResultType]::ParameterName, 'File holding the store''s key-encryption key (64 hex digits, mode 0600, your own): SSH CA private keys written to the store are sealed with it, and sealed ones need it to sign')
            [CompletionResult]::new('--api-url', '--api-url', [CompletionResultType]::ParameterName, 'Send requests to this API endpoint instead of using the embedded store (remote mode)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file')
            [CompletionResult]::new('--api-key-file', '--api-key-file', [CompletionResultType]::ParameterName, 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]')
            [CompletionResult]::new('--connect-timeout', '--connect-timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long to wait for a connection [default: 10s]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]')
            [CompletionResult]::new('--lock-timeout', '--lock-timeout', [CompletionResultType]::ParameterName, 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]')
            [CompletionResult]::new('--keep-open', '--keep-open', [CompletionResultType]::ParameterName, 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile of the config file to use [default: the file''s default_profile]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (deletes never prompt without a terminal anyway)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no status messages on stderr (errors are still printed)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Try what would change something and write nothing (run and roll back)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tunnelctl;help' {
            [CompletionResult]::new('tcp-edge', 'tcp-edge', [CompletionResultType]::ParameterValue, 'Manage TCP edges: public TCP listeners with optional modules')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Serve the embedded store over the HTTP API (for SDKs, other tools and teams)')
            [CompletionResult]::new('session', 'session', [CompletionResultType]::ParameterValue, 'List online tunnel sessions; restart, stop or update their agents')
            [CompletionResult]::new('agent', 'agent', [CompletionResultType]::ParameterValue, 'Emulate agents: bring them online and manage the releases they update to')
            [CompletionResult]::new('route', 'route', [CompletionResultType]::ParameterValue, 'Manage the modules of HTTPS edge routes: SAML sign-in and compression')
            [CompletionResult]::new('tls-termination', 'tls-termination', [CompletionResultType]::ParameterValue, 'Manage the TLS termination module of TLS edges')
            [CompletionResult]::new('event-sub', 'event-sub', [CompletionResultType]::ParameterValue, 'Manage event subscriptions: which event types are sent to which event destinations')
            [CompletionResult]::new('ssh-ca', 'ssh-ca', [CompletionResultType]::ParameterValue, 'Manage SSH certificate authorities: the keys that sign certificates, and their KRLs')
            [CompletionResult]::new('ssh-cert', 'ssh-cert', [CompletionResultType]::ParameterValue, 'Issue, revoke and renew SSH user certificates')
            [CompletionResult]::new('ssh-host-cert', 'ssh-host-cert', [CompletionResultType]::ParameterValue, 'Issue, revoke and renew SSH host certificates')
            [CompletionResult]::new('api-key', 'api-key', [CompletionResultType]::ParameterValue, 'Manage the API keys `serve` accepts; a key''s token is shown once, when it is created')
            [CompletionResult]::new('auth', 'auth', [CompletionResultType]::ParameterValue, 'Keep an API key for remote mode, checked with the server, where only you can read it')
            [CompletionResult]::new('apply', 'apply', [CompletionResultType]::ParameterValue, 'Make what exists match manifest files (YAML or JSON)')
            [CompletionResult]::new('diff', 'diff', [CompletionResultType]::ParameterValue, 'Show what apply would change, field by field; exit 8 when something differs')
            [CompletionResult]::new('manifest', 'manifest', [CompletionResultType]::ParameterValue, 'Print what exists as a manifest that applies back unchanged')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Edit a resource''s manifest document in your editor, and apply it on save')
            [CompletionResult]::new('api', 'api', [CompletionResultType]::ParameterValue, 'Send a raw API request through the active transport and print the response body')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Show the configuration in effect, and set the profiles of the config file')
            [CompletionResult]::new('store', 'store', [CompletionResultType]::ParameterValue, 'Check, export and import the store as a whole, and set its settings (not with --api-url)')
            [CompletionResult]::new('audit', 'audit', [CompletionResultType]::ParameterValue, 'Verify, list, export and prune the store''s audit trail')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('version', 'version', [CompletionResultType]::ParameterValue, 'Show the version, commit, build date and target (and under --api-url the server''s version)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tunnelctl;help;tcp-edge' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a TCP edge')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one TCP edge')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List TCP edges, newest first')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a TCP edge; fields and modules that are not given stay as they are')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete TCP edges')
            break
        }
        'tunnelctl;help;tcp-edge;create' {
            break
        }
        'tunnelctl;help;tcp-edge;get' {
            break
        }
        'tunnelctl;help;tcp-edge;list' {
            break
        }
        'tunnelctl;help;tcp-edge;update' {
            break
        }
        'tunnelctl;help;tcp-edge;delete' {
            break
        }
        'tunnelctl;help;serve' {
            break
        }
        'tunnelctl;help;session' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List online tunnel sessions, newest first')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one tunnel session')
            [CompletionResult]::new('restart', 'restart', [CompletionResultType]::ParameterValue, 'Restart the agent of a session')
            [CompletionResult]::new('stop', 'stop', [CompletionResultType]::ParameterValue, 'Stop the agent of a session; the session goes offline')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Update the agent of a session to the newest release of its major version')
            break
        }
        'tunnelctl;help;session;list' {
            break
        }
        'tunnelctl;help;session;get' {
            break
        }
        'tunnelctl;help;session;restart' {
            break
        }
        'tunnelctl;help;session;stop' {
            break
        }
        'tunnelctl;help;session;update' {
            break
        }
        'tunnelctl;help;agent' {
            [CompletionResult]::new('connect', 'connect', [CompletionResultType]::ParameterValue, 'Bring an emulated agent online and print its tunnel session')
            [CompletionResult]::new('release', 'release', [CompletionResultType]::ParameterValue, 'Manage the agent releases the emulator knows (what `session update` can move to)')
            break
        }
        'tunnelctl;help;agent;connect' {
            break
        }
        'tunnelctl;help;agent;release' {
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Make releases known to the emulator (known ones are left as they are)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the known releases, newest version first')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Forget releases')
            break
        }
        'tunnelctl;help;agent;release;add' {
            break
        }
        'tunnelctl;help;agent;release;list' {
            break
        }
        'tunnelctl;help;agent;release;remove' {
            break
        }
        'tunnelctl;help;route' {
            [CompletionResult]::new('saml', 'saml', [CompletionResultType]::ParameterValue, 'Manage the SAML module of a route: users sign in at your identity provider (IdP)')
            [CompletionResult]::new('compression', 'compression', [CompletionResultType]::ParameterValue, 'Manage the compression module of a route')
            break
        }
        'tunnelctl;help;route;saml' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show a route''s SAML module, or the service provider metadata to give to your IdP')
            [CompletionResult]::new('replace', 'replace', [CompletionResultType]::ParameterValue, 'Set a route''s SAML module; every field that is not given takes its default')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Remove a route''s SAML module and its request-signing certificate')
            break
        }
        'tunnelctl;help;route;saml;get' {
            break
        }
        'tunnelctl;help;route;saml;replace' {
            break
        }
        'tunnelctl;help;route;saml;delete' {
            break
        }
        'tunnelctl;help;route;compression' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show a route''s compression module')
            [CompletionResult]::new('replace', 'replace', [CompletionResultType]::ParameterValue, 'Set a route''s compression module')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Remove a route''s compression module')
            break
        }
        'tunnelctl;help;route;compression;get' {
            break
        }
        'tunnelctl;help;route;compression;replace' {
            break
        }
        'tunnelctl;help;route;compression;delete' {
            break
        }
        'tunnelctl;help;tls-termination' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show a TLS edge''s TLS termination module')
            [CompletionResult]::new('replace', 'replace', [CompletionResultType]::ParameterValue, 'Set a TLS edge''s TLS termination module; every field that is not given takes its default')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Remove a TLS edge''s TLS termination module')
            break
        }
        'tunnelctl;help;tls-termination;get' {
            break
        }
        'tunnelctl;help;tls-termination;replace' {
            break
        }
        'tunnelctl;help;tls-termination;delete' {
            break
        }
        'tunnelctl;help;event-sub' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create an event subscription')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one event subscription')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List event subscriptions, newest first')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change an event subscription; fields that are not given stay as they are')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete event subscriptions')
            [CompletionResult]::new('source', 'source', [CompletionResultType]::ParameterValue, 'Manage the event types (sources) of a subscription one by one')
            [CompletionResult]::new('types', 'types', [CompletionResultType]::ParameterValue, 'List the known event types, one per line')
            break
        }
        'tunnelctl;help;event-sub;create' {
            break
        }
        'tunnelctl;help;event-sub;get' {
            break
        }
        'tunnelctl;help;event-sub;list' {
            break
        }
        'tunnelctl;help;event-sub;update' {
            break
        }
        'tunnelctl;help;event-sub;delete' {
            break
        }
        'tunnelctl;help;event-sub;source' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the event types a subscription triggers on')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one source of a subscription')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add event types to a subscription')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove event types from a subscription')
            break
        }
        'tunnelctl;help;event-sub;source;list' {
            break
        }
        'tunnelctl;help;event-sub;source;get' {
            break
        }
        'tunnelctl;help;event-sub;source;add' {
            break
        }
        'tunnelctl;help;event-sub;source;remove' {
            break
        }
        'tunnelctl;help;event-sub;types' {
            break
        }
        'tunnelctl;help;ssh-ca' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create an SSH certificate authority with a new key')
            [CompletionResult]::new('import', 'import', [CompletionResultType]::ParameterValue, 'Make an existing OpenSSH private key an SSH certificate authority (local store only)')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one SSH certificate authority, or only its public key line')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List SSH certificate authorities, newest first')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change the description, metadata or issuance policy of an SSH certificate authority')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete SSH certificate authorities (refused while certificates they signed exist)')
            [CompletionResult]::new('krl', 'krl', [CompletionResultType]::ParameterValue, 'Write the OpenSSH key revocation list (KRL) of the certificates and keys a CA revoked')
            [CompletionResult]::new('revoke-key', 'revoke-key', [CompletionResultType]::ParameterValue, 'Revoke a public key: the CA signs it no more, and its KRL refuses every certificate of it')
            [CompletionResult]::new('revoked-keys', 'revoked-keys', [CompletionResultType]::ParameterValue, 'List the public keys a CA revoked')
            [CompletionResult]::new('policy', 'policy', [CompletionResultType]::ParameterValue, 'Show, set or remove what an SSH certificate authority may sign')
            break
        }
        'tunnelctl;help;ssh-ca;create' {
            break
        }
        'tunnelctl;help;ssh-ca;import' {
            break
        }
        'tunnelctl;help;ssh-ca;get' {
            break
        }
        'tunnelctl;help;ssh-ca;list' {
            break
        }
        'tunnelctl;help;ssh-ca;update' {
            break
        }
        'tunnelctl;help;ssh-ca;delete' {
            break
        }
        'tunnelctl;help;ssh-ca;krl' {
            break
        }
        'tunnelctl;help;ssh-ca;revoke-key' {
            break
        }
        'tunnelctl;help;ssh-ca;revoked-keys' {
            break
        }
        'tunnelctl;help;ssh-ca;policy' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show what an SSH certificate authority may sign')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Change the rules of an SSH certificate authority''s policy; the rules not named are kept')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Remove an SSH certificate authority''s policy: it then signs every request')
            break
        }
        'tunnelctl;help;ssh-ca;policy;get' {
            break
        }
        'tunnelctl;help;ssh-ca;policy;set' {
            break
        }
        'tunnelctl;help;ssh-ca;policy;delete' {
            break
        }
        'tunnelctl;help;ssh-cert' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Issue an SSH user certificate for a public key, signed by a CA of the store')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one SSH user certificate, and optionally write it to a file')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List SSH user certificates, newest first')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change the description or metadata of an SSH user certificate')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete SSH user certificates (deleting does not revoke: see revoke)')
            [CompletionResult]::new('revoke', 'revoke', [CompletionResultType]::ParameterValue, 'Revoke SSH user certificates: their CA''s KRL lists them from then on')
            [CompletionResult]::new('renew', 'renew', [CompletionResultType]::ParameterValue, 'Issue a new certificate like an existing one (same key, CA, principals, options), valid from now')
            [CompletionResult]::new('login', 'login', [CompletionResultType]::ParameterValue, 'Get a certificate for your own key and give both to ssh-agent until it expires')
            [CompletionResult]::new('logout', 'logout', [CompletionResultType]::ParameterValue, 'Remove from ssh-agent the keys and certificates `ssh-cert login` gave it (and nothing else)')
            [CompletionResult]::new('agent', 'agent', [CompletionResultType]::ParameterValue, 'Show what ssh-agent holds from `ssh-cert login`: key, certificate ID, principals, expiry')
            [CompletionResult]::new('prune', 'prune', [CompletionResultType]::ParameterValue, 'Delete the certificates that expired long ago (revocations stay in the CA''s KRL)')
            break
        }
        'tunnelctl;help;ssh-cert;create' {
            break
        }
        'tunnelctl;help;ssh-cert;get' {
            break
        }
        'tunnelctl;help;ssh-cert;list' {
            break
        }
        'tunnelctl;help;ssh-cert;update' {
            break
        }
        'tunnelctl;help;ssh-cert;delete' {
            break
        }
        'tunnelctl;help;ssh-cert;revoke' {
            break
        }
        'tunnelctl;help;ssh-cert;renew' {
            break
        }
        'tunnelctl;help;ssh-cert;login' {
            break
        }
        'tunnelctl;help;ssh-cert;logout' {
            break
        }
        'tunnelctl;help;ssh-cert;agent' {
            break
        }
        'tunnelctl;help;ssh-cert;prune' {
            break
        }
        'tunnelctl;help;ssh-host-cert' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Issue an SSH host certificate for a server''s host key, signed by a CA of the store')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one SSH host certificate, and optionally write it to a file')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List SSH host certificates, newest first')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change the description or metadata of an SSH host certificate')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete SSH host certificates (deleting does not revoke: see revoke)')
            [CompletionResult]::new('revoke', 'revoke', [CompletionResultType]::ParameterValue, 'Revoke SSH host certificates: their CA''s KRL lists them from then on')
            [CompletionResult]::new('renew', 'renew', [CompletionResultType]::ParameterValue, 'Issue a new certificate like an existing one (same key, CA, principals), valid from now')
            [CompletionResult]::new('prune', 'prune', [CompletionResultType]::ParameterValue, 'Delete the host certificates that expired long ago (revocations stay in the CA''s KRL)')
            break
        }
        'tunnelctl;help;ssh-host-cert;create' {
            break
        }
        'tunnelctl;help;ssh-host-cert;get' {
            break
        }
        'tunnelctl;help;ssh-host-cert;list' {
            break
        }
        'tunnelctl;help;ssh-host-cert;update' {
            break
        }
        'tunnelctl;help;ssh-host-cert;delete' {
            break
        }
        'tunnelctl;help;ssh-host-cert;revoke' {
            break
        }
        'tunnelctl;help;ssh-host-cert;renew' {
            break
        }
        'tunnelctl;help;ssh-host-cert;prune' {
            break
        }
        'tunnelctl;help;api-key' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create an API key; its token is printed this once and never again')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one API key (never its token)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List API keys, newest first (never their tokens), with when each expires and was last used')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change an API key''s description, metadata, role or CAs (its token cannot be changed)')
            [CompletionResult]::new('rotate', 'rotate', [CompletionResultType]::ParameterValue, 'Give an API key a new token (printed this once); the old one works for the grace period')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete API keys: requests bearing them are refused from then on')
            [CompletionResult]::new('policy', 'policy', [CompletionResultType]::ParameterValue, 'Show or set how long the keys of each role may live')
            break
        }
        'tunnelctl;help;api-key;create' {
            break
        }
        'tunnelctl;help;api-key;get' {
            break
        }
        'tunnelctl;help;api-key;list' {
            break
        }
        'tunnelctl;help;api-key;update' {
            break
        }
        'tunnelctl;help;api-key;rotate' {
            break
        }
        'tunnelctl;help;api-key;delete' {
            break
        }
        'tunnelctl;help;api-key;policy' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show how long the API keys of each role may live')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Require the API keys of a role to expire within a given time, or lift that rule')
            break
        }
        'tunnelctl;help;api-key;policy;get' {
            break
        }
        'tunnelctl;help;api-key;policy;set' {
            break
        }
        'tunnelctl;help;auth' {
            [CompletionResult]::new('login', 'login', [CompletionResultType]::ParameterValue, 'Check an API key with the server, then keep it for this profile where only you can read it')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'Say which server and which key remote mode uses, and where the key is kept')
            [CompletionResult]::new('logout', 'logout', [CompletionResultType]::ParameterValue, 'Remove the key auth login kept for this profile')
            break
        }
        'tunnelctl;help;auth;login' {
            break
        }
        'tunnelctl;help;auth;status' {
            break
        }
        'tunnelctl;help;auth;logout' {
            break
        }
        'tunnelctl;help;apply' {
            break
        }
        'tunnelctl;help;diff' {
            break
        }
        'tunnelctl;help;manifest' {
            break
        }
        'tunnelctl;help;edit' {
            break
        }
        'tunnelctl;help;api' {
            break
        }
        'tunnelctl;help;config' {
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show the settings in effect and where each came from (secrets masked)')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Print the value in effect of one setting that config show lists, for scripts')
            [CompletionResult]::new('profiles', 'profiles', [CompletionResultType]::ParameterValue, 'List the profiles of the config file')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Set a key of a profile in the config file, creating the profile and the file as needed')
            [CompletionResult]::new('unset', 'unset', [CompletionResultType]::ParameterValue, 'Remove a key from a profile of the config file')
            [CompletionResult]::new('use', 'use', [CompletionResultType]::ParameterValue, 'Make a profile of the config file the default (its default_profile), as kubectl''s use-context')
            break
        }
        'tunnelctl;help;config;show' {
            break
        }
        'tunnelctl;help;config;get' {
            break
        }
        'tunnelctl;help;config;profiles' {
            break
        }
        'tunnelctl;help;config;set' {
            break
        }
        'tunnelctl;help;config;unset' {
            break
        }
        'tunnelctl;help;config;use' {
            break
        }
        'tunnelctl;help;store' {
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check that every record reads and every index matches the records')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write the whole store as one JSON document on stdout or to a file')
            [CompletionResult]::new('import', 'import', [CompletionResultType]::ParameterValue, 'Fill an empty store from a document that `store export` wrote')
            [CompletionResult]::new('repair', 'repair', [CompletionResultType]::ParameterValue, 'Open a store that cannot be opened: keep a copy, set aside what does not read, check the rest')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'End the background process that --keep-open started to keep the store open')
            [CompletionResult]::new('rotate-key', 'rotate-key', [CompletionResultType]::ParameterValue, 'Seal every private key of the store (SSH CAs'', SAML modules'') with a new key-encryption key, in one transaction')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Set a setting of the store, which every tunnelctl and serve using it reads')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show a setting of the store (null when it is not set)')
            [CompletionResult]::new('unset', 'unset', [CompletionResultType]::ParameterValue, 'Remove a setting of the store (public-url: `uri`s then name where each process answers)')
            break
        }
        'tunnelctl;help;store;check' {
            break
        }
        'tunnelctl;help;store;export' {
            break
        }
        'tunnelctl;help;store;import' {
            break
        }
        'tunnelctl;help;store;repair' {
            break
        }
        'tunnelctl;help;store;close' {
            break
        }
        'tunnelctl;help;store;rotate-key' {
            break
        }
        'tunnelctl;help;store;set' {
            break
        }
        'tunnelctl;help;store;get' {
            break
        }
        'tunnelctl;help;store;unset' {
            break
        }
        'tunnelctl;help;audit' {
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Check the audit trail''s hash chain: every record whole, none missing')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the audit records, newest first')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write the audit records as JSON Lines (one record a line, newest first) on stdout, for a SIEM')
            [CompletionResult]::new('prune', 'prune', [CompletionResultType]::ParameterValue, 'Remove the audit records made before a time, leaving a checkpoint')
            break
        }
        'tunnelctl;help;audit;verify' {
            break
        }
        'tunnelctl;help;audit;list' {
            break
        }
        'tunnelctl;help;audit;export' {
            break
        }
        'tunnelctl;help;audit;prune' {
            break
        }
        'tunnelctl;help;completions' {
            break
        }
        'tunnelctl;help;version' {
            break
        }
        'tunnelctl;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
