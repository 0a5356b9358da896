# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_tunnelctl_global_optspecs
    string join \n o/output= jq= store= api-url= api-key= api-key-file= connect-timeout= timeout= retries= lock-timeout= keep-open= y/yes q/quiet profile= dry-run color= h/help V/version
end

function __fish_tunnelctl_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_tunnelctl_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_tunnelctl_using_subcommand
    set -l cmd (__fish_tunnelctl_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -s V -l version -d 'Print version'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -f -a "tcp-edge" -d 'Manage TCP edges: public TCP listeners with optional modules'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -f -a "serve" -d 'Serve the embedded store over the HTTP API (for SDKs, other tools and teams)'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -f -a "session" -d 'List online tunnel sessions; restart, stop or update their agents'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -f -a "agent" -d 'Emulate agents: bring them online and manage the releases they update to'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -f -a "route" -d 'Manage the modules of HTTPS edge routes: SAML sign-in and compression'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -f -a "tls-termination" -d 'Manage the TLS termination module of TLS edges'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -f -a "event-sub" -d 'Manage event subscriptions: which event types are sent to which event destinations'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -f -a "ssh-ca" -d 'Manage SSH certificate authorities: the keys that sign certificates, and their KRLs'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -f -a "ssh-cert" -d 'Issue, revoke and renew SSH user certificates'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -f -a "ssh-host-cert" -d 'Issue, revoke and renew SSH host certificates'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -f -a "apply" -d 'Make what exists match manifest files (YAML or JSON)'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -f -a "diff" -d 'Show what apply would change, field by field; exit 8 when something differs'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -f -a "manifest" -d 'Print what exists as a manifest that applies back unchanged'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -f -a "api" -d 'Send a raw API request through the active transport and print the response body'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -f -a "config" -d 'Show the configuration in effect and the profiles of the config file'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -f -a "store" -d 'Check, export and import the embedded store as a whole (not with --api-url)'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -f -a "completions" -d 'Print a shell completion script'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -f -a "version" -d 'Show the version, commit, build date and target (and under --api-url the server\'s version)'
complete -c tunnelctl -n "__fish_tunnelctl_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -f -a "create" -d 'Create a TCP edge'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -f -a "get" -d 'Show one TCP edge'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -f -a "list" -d 'List TCP edges, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -f -a "ls" -d 'List TCP edges, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -f -a "update" -d 'Change a TCP edge; fields and modules that are not given stay as they are'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -f -a "delete" -d 'Delete TCP edges'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -f -a "rm" -d 'Delete TCP edges'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and not __fish_seen_subcommand_from create get list ls update delete rm help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -l description -d 'Human-readable purpose (at most 255 bytes)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -l metadata -d 'Machine-readable data of your own (at most 4096 bytes)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -l hostport -d 'Hostport served by the edge, as HOST:PORT (can be repeated; replaces the edge\'s list)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -l backend-id -d 'Backend module: the backend that serves the edge (bkdtg_, bkdfo_, bkdhr_, bkdsc_ or bkdwd_ ID)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -l backend-enabled -d 'Whether the backend module applies to traffic [default: true]' -r -f -a "true\t''
false\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -l ip-policy-id -d 'IP restriction module: an IP policy that checks source IPs (ipp_ ID; can be repeated)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -l ip-restriction-enabled -d 'Whether the IP restriction module applies to traffic [default: true]' -r -f -a "true\t''
false\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -l policy-file -d 'Traffic policy as a JSON or YAML file ({enabled, inbound: [rules], outbound: [rules]}; - for stdin)' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -l from-file -d 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from get" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from get" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from get" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from get" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from get" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from get" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from get" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from get" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from get" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from get" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from get" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from get" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from get" -l module -d 'Show only this module of the edge (exit code 3 when it is not set)' -r -f -a "backend\t''
ip-restriction\t''
policy\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from get" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from get" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from get" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from list" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from list" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from list" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from list" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from list" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from list" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from list" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from list" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from list" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from list" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from list" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from list" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from list" -l limit -d 'Return at most this many items [default: all, following every page]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from list" -l before-id -d 'Start after this ID: only items older than it are listed' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from list" -l columns -d 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from list" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from ls" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from ls" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from ls" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from ls" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from ls" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from ls" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from ls" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from ls" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from ls" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from ls" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from ls" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from ls" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from ls" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from ls" -l limit -d 'Return at most this many items [default: all, following every page]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from ls" -l before-id -d 'Start after this ID: only items older than it are listed' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from ls" -l columns -d 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from ls" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from ls" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from ls" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from ls" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l description -d 'Human-readable purpose (at most 255 bytes)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l metadata -d 'Machine-readable data of your own (at most 4096 bytes)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l hostport -d 'Hostport served by the edge, as HOST:PORT (can be repeated; replaces the edge\'s list)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l backend-id -d 'Backend module: the backend that serves the edge (bkdtg_, bkdfo_, bkdhr_, bkdsc_ or bkdwd_ ID)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l backend-enabled -d 'Whether the backend module applies to traffic [default: true]' -r -f -a "true\t''
false\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l ip-policy-id -d 'IP restriction module: an IP policy that checks source IPs (ipp_ ID; can be repeated)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l ip-restriction-enabled -d 'Whether the IP restriction module applies to traffic [default: true]' -r -f -a "true\t''
false\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l policy-file -d 'Traffic policy as a JSON or YAML file ({enabled, inbound: [rules], outbound: [rules]}; - for stdin)' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l from-file -d 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l remove -d 'Remove a module from the edge (can be repeated)' -r -f -a "backend\t''
ip-restriction\t''
policy\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from delete" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from delete" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from delete" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from delete" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from delete" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from delete" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from delete" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from delete" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from delete" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from delete" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from delete" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from delete" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from delete" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from delete" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from rm" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from rm" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from rm" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from rm" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from rm" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from rm" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from rm" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from rm" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from rm" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from rm" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from rm" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from rm" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from rm" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from rm" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from rm" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from rm" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from rm" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a TCP edge'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show one TCP edge'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from help" -f -a "list" -d 'List TCP edges, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from help" -f -a "update" -d 'Change a TCP edge; fields and modules that are not given stay as they are'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete TCP edges'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tcp-edge; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand serve" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand serve" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand serve" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand serve" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand serve" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand serve" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand serve" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand serve" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand serve" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand serve" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand serve" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand serve" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand serve" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand serve" -l listen -d 'Address to listen on, HOST:PORT (a name such as localhost or an IP address); port 0 picks a free port' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand serve" -l public-url -d 'Public base URL for the `uri` fields of responses [default: http://<listen address>]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand serve" -l ca-passphrase-file -d 'Passphrase of an encrypted SSH CA, so that the server can sign with it: CA_ID=FILE, where the first line of FILE is the passphrase (can be repeated; checked at start)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand serve" -l background -d 'Run as the background store process of --keep-open: on the store\'s socket only, in a session of its own, until DURATION passes without a request (started by tunnelctl itself)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand serve" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand serve" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand serve" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand serve" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -f -a "list" -d 'List online tunnel sessions, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -f -a "ls" -d 'List online tunnel sessions, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -f -a "get" -d 'Show one tunnel session'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -f -a "restart" -d 'Restart the agent of a session'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -f -a "stop" -d 'Stop the agent of a session; the session goes offline'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -f -a "update" -d 'Update the agent of a session to the newest release of its major version'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and not __fish_seen_subcommand_from list ls get restart stop update help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -l limit -d 'Return at most this many items [default: all, following every page]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -l before-id -d 'Start after this ID: only items older than it are listed' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -l columns -d 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -l region -d 'Only sessions in this region (e.g. us, eu); filtered client-side, as the API has no such filter (pages are read until --limit sessions match)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -l os -d 'Only sessions of agents on this operating system (e.g. linux); filtered client-side, as the API has no such filter (pages are read until --limit sessions match)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -l agent-version -d 'Only sessions of agents of this version (e.g. 3.19.0); filtered client-side, as the API has no such filter (pages are read until --limit sessions match)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -l limit -d 'Return at most this many items [default: all, following every page]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -l before-id -d 'Start after this ID: only items older than it are listed' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -l columns -d 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -l region -d 'Only sessions in this region (e.g. us, eu); filtered client-side, as the API has no such filter (pages are read until --limit sessions match)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -l os -d 'Only sessions of agents on this operating system (e.g. linux); filtered client-side, as the API has no such filter (pages are read until --limit sessions match)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -l agent-version -d 'Only sessions of agents of this version (e.g. 3.19.0); filtered client-side, as the API has no such filter (pages are read until --limit sessions match)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from ls" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from get" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from get" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from get" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from get" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from get" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from get" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from get" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from get" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from get" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from get" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from get" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from get" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from get" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from get" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from get" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from restart" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from restart" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from restart" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from restart" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from restart" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from restart" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from restart" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from restart" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from restart" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from restart" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from restart" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from restart" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from restart" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from restart" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from restart" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from restart" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from restart" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from stop" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from stop" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from stop" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from stop" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from stop" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from stop" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from stop" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from stop" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from stop" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from stop" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from stop" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from stop" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from stop" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from stop" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from stop" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from stop" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from stop" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from update" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from update" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from update" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from update" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from update" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from update" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from update" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from update" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from update" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from update" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from update" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from update" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from update" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from update" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from update" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from help" -f -a "list" -d 'List online tunnel sessions, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show one tunnel session'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from help" -f -a "restart" -d 'Restart the agent of a session'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from help" -f -a "stop" -d 'Stop the agent of a session; the session goes offline'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from help" -f -a "update" -d 'Update the agent of a session to the newest release of its major version'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand session; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and not __fish_seen_subcommand_from connect release help" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and not __fish_seen_subcommand_from connect release help" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and not __fish_seen_subcommand_from connect release help" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and not __fish_seen_subcommand_from connect release help" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and not __fish_seen_subcommand_from connect release help" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and not __fish_seen_subcommand_from connect release help" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and not __fish_seen_subcommand_from connect release help" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and not __fish_seen_subcommand_from connect release help" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and not __fish_seen_subcommand_from connect release help" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and not __fish_seen_subcommand_from connect release help" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and not __fish_seen_subcommand_from connect release help" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and not __fish_seen_subcommand_from connect release help" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and not __fish_seen_subcommand_from connect release help" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and not __fish_seen_subcommand_from connect release help" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and not __fish_seen_subcommand_from connect release help" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and not __fish_seen_subcommand_from connect release help" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and not __fish_seen_subcommand_from connect release help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and not __fish_seen_subcommand_from connect release help" -f -a "connect" -d 'Bring an emulated agent online and print its tunnel session'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and not __fish_seen_subcommand_from connect release help" -f -a "release" -d 'Manage the agent releases the emulator knows (what `session update` can move to)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and not __fish_seen_subcommand_from connect release help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -l os -d 'Operating system of the agent\'s host [default: linux]' -r -f -a "linux\t''
darwin\t''
windows\t''
freebsd\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -l agent-version -d 'Version the agent runs, as MAJOR.MINOR.PATCH [default: 3.18.4]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -l region -d 'Region the session starts in [default: us]' -r -f -a "us\t''
eu\t''
ap\t''
au\t''
sa\t''
jp\t''
in\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -l ip -d 'Source IP address of the session, IPv4 or IPv6 [default: 127.0.0.1]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -l transport -d 'Transport of the session; SSH sessions cannot be restarted or updated [default: ngrok/2]' -r -f -a "ngrok/2\t''
ssh\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -l credential-id -d 'Credential the agent authenticates with: cr_... for ngrok/2, sshcr_... for ssh [default: a credential of the agent\'s own, whose ID is its first session\'s ID with that prefix]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -l metadata -d 'Data of your own from the agent\'s configuration (at most 4096 bytes) [default: empty]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -l update-checks -d 'Whether the agent\'s configuration allows update checks; false makes `session update` refuse [default: true]' -r -f -a "true\t''
false\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from connect" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -f -a "add" -d 'Make releases known to the emulator (known ones are left as they are)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -f -a "list" -d 'List the known releases, newest version first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -f -a "ls" -d 'List the known releases, newest version first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -f -a "remove" -d 'Forget releases'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -f -a "rm" -d 'Forget releases'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from release" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from help" -f -a "connect" -d 'Bring an emulated agent online and print its tunnel session'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from help" -f -a "release" -d 'Manage the agent releases the emulator knows (what `session update` can move to)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand agent; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and not __fish_seen_subcommand_from saml compression help" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and not __fish_seen_subcommand_from saml compression help" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and not __fish_seen_subcommand_from saml compression help" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and not __fish_seen_subcommand_from saml compression help" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and not __fish_seen_subcommand_from saml compression help" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and not __fish_seen_subcommand_from saml compression help" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and not __fish_seen_subcommand_from saml compression help" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and not __fish_seen_subcommand_from saml compression help" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and not __fish_seen_subcommand_from saml compression help" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and not __fish_seen_subcommand_from saml compression help" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and not __fish_seen_subcommand_from saml compression help" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and not __fish_seen_subcommand_from saml compression help" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and not __fish_seen_subcommand_from saml compression help" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and not __fish_seen_subcommand_from saml compression help" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and not __fish_seen_subcommand_from saml compression help" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and not __fish_seen_subcommand_from saml compression help" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and not __fish_seen_subcommand_from saml compression help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and not __fish_seen_subcommand_from saml compression help" -f -a "saml" -d 'Manage the SAML module of a route: users sign in at your identity provider (IdP)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and not __fish_seen_subcommand_from saml compression help" -f -a "compression" -d 'Manage the compression module of a route'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and not __fish_seen_subcommand_from saml compression help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from saml" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from saml" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from saml" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from saml" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from saml" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from saml" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from saml" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from saml" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from saml" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from saml" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from saml" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from saml" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from saml" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from saml" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from saml" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from saml" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from saml" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from saml" -f -a "get" -d 'Show a route\'s SAML module, or the service provider metadata to give to your IdP'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from saml" -f -a "replace" -d 'Set a route\'s SAML module; every field that is not given takes its default'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from saml" -f -a "delete" -d 'Remove a route\'s SAML module and its request-signing certificate'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from saml" -f -a "rm" -d 'Remove a route\'s SAML module and its request-signing certificate'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from saml" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from compression" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from compression" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from compression" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from compression" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from compression" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from compression" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from compression" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from compression" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from compression" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from compression" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from compression" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from compression" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from compression" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from compression" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from compression" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from compression" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from compression" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from compression" -f -a "get" -d 'Show a route\'s compression module'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from compression" -f -a "replace" -d 'Set a route\'s compression module'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from compression" -f -a "delete" -d 'Remove a route\'s compression module'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from compression" -f -a "rm" -d 'Remove a route\'s compression module'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from compression" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from help" -f -a "saml" -d 'Manage the SAML module of a route: users sign in at your identity provider (IdP)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from help" -f -a "compression" -d 'Manage the compression module of a route'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand route; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and not __fish_seen_subcommand_from get replace delete rm help" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and not __fish_seen_subcommand_from get replace delete rm help" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and not __fish_seen_subcommand_from get replace delete rm help" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and not __fish_seen_subcommand_from get replace delete rm help" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and not __fish_seen_subcommand_from get replace delete rm help" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and not __fish_seen_subcommand_from get replace delete rm help" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and not __fish_seen_subcommand_from get replace delete rm help" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and not __fish_seen_subcommand_from get replace delete rm help" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and not __fish_seen_subcommand_from get replace delete rm help" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and not __fish_seen_subcommand_from get replace delete rm help" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and not __fish_seen_subcommand_from get replace delete rm help" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and not __fish_seen_subcommand_from get replace delete rm help" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and not __fish_seen_subcommand_from get replace delete rm help" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and not __fish_seen_subcommand_from get replace delete rm help" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and not __fish_seen_subcommand_from get replace delete rm help" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and not __fish_seen_subcommand_from get replace delete rm help" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and not __fish_seen_subcommand_from get replace delete rm help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and not __fish_seen_subcommand_from get replace delete rm help" -f -a "get" -d 'Show a TLS edge\'s TLS termination module'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and not __fish_seen_subcommand_from get replace delete rm help" -f -a "replace" -d 'Set a TLS edge\'s TLS termination module; every field that is not given takes its default'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and not __fish_seen_subcommand_from get replace delete rm help" -f -a "delete" -d 'Remove a TLS edge\'s TLS termination module'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and not __fish_seen_subcommand_from get replace delete rm help" -f -a "rm" -d 'Remove a TLS edge\'s TLS termination module'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and not __fish_seen_subcommand_from get replace delete rm help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from get" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from get" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from get" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from get" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from get" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from get" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from get" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from get" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from get" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from get" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from get" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from get" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from get" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from get" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from get" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from replace" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from replace" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from replace" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from replace" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from replace" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from replace" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from replace" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from replace" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from replace" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from replace" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from replace" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from replace" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from replace" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from replace" -l enabled -d 'Whether the module applies to traffic [default: true]' -r -f -a "true\t''
false\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from replace" -l terminate-at -d 'Where TLS ends: at the edge, or passed through to the upstream [default: edge]' -r -f -a "edge\t''
upstream\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from replace" -l min-version -d 'Lowest TLS version the edge accepts (only with --terminate-at edge) [default: 1.2]' -r -f -a "1.0\t''
1.1\t''
1.2\t''
1.3\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from replace" -l from-file -d 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from replace" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from replace" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from replace" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from replace" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from delete" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from delete" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from delete" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from delete" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from delete" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from delete" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from delete" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from delete" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from delete" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from delete" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from delete" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from delete" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from delete" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from delete" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from rm" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from rm" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from rm" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from rm" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from rm" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from rm" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from rm" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from rm" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from rm" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from rm" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from rm" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from rm" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from rm" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from rm" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from rm" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from rm" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from rm" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show a TLS edge\'s TLS termination module'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from help" -f -a "replace" -d 'Set a TLS edge\'s TLS termination module; every field that is not given takes its default'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Remove a TLS edge\'s TLS termination module'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand tls-termination; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -f -a "create" -d 'Create an event subscription'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -f -a "get" -d 'Show one event subscription'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -f -a "list" -d 'List event subscriptions, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -f -a "ls" -d 'List event subscriptions, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -f -a "update" -d 'Change an event subscription; fields that are not given stay as they are'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -f -a "delete" -d 'Delete event subscriptions'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -f -a "rm" -d 'Delete event subscriptions'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -f -a "source" -d 'Manage the event types (sources) of a subscription one by one'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -f -a "types" -d 'List the known event types, one per line'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and not __fish_seen_subcommand_from create get list ls update delete rm source types help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from create" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from create" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from create" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from create" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from create" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from create" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from create" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from create" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from create" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from create" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from create" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from create" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from create" -l source -d 'Event type that triggers the subscription, with its version, e.g. ip_policy_created.v0 (can be repeated; on update, replaces the subscription\'s list)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from create" -l destination-id -d 'Event destination that events are sent to (ed_ ID; can be repeated; on update, replaces the subscription\'s list)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from create" -l description -d 'Human-readable purpose (at most 255 characters)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from create" -l metadata -d 'Machine-readable data of your own (at most 4096 characters)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from create" -l from-file -d 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from create" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from create" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from get" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from get" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from get" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from get" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from get" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from get" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from get" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from get" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from get" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from get" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from get" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from get" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from get" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from get" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from get" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from list" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from list" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from list" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from list" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from list" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from list" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from list" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from list" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from list" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from list" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from list" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from list" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from list" -l limit -d 'Return at most this many items [default: all, following every page]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from list" -l before-id -d 'Start after this ID: only items older than it are listed' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from list" -l columns -d 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from list" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from ls" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from ls" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from ls" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from ls" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from ls" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from ls" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from ls" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from ls" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from ls" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from ls" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from ls" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from ls" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from ls" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from ls" -l limit -d 'Return at most this many items [default: all, following every page]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from ls" -l before-id -d 'Start after this ID: only items older than it are listed' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from ls" -l columns -d 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from ls" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from ls" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from ls" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from ls" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from update" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from update" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from update" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from update" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from update" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from update" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from update" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from update" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from update" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from update" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from update" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from update" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from update" -l source -d 'Event type that triggers the subscription, with its version, e.g. ip_policy_created.v0 (can be repeated; on update, replaces the subscription\'s list)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from update" -l destination-id -d 'Event destination that events are sent to (ed_ ID; can be repeated; on update, replaces the subscription\'s list)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from update" -l description -d 'Human-readable purpose (at most 255 characters)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from update" -l metadata -d 'Machine-readable data of your own (at most 4096 characters)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from update" -l from-file -d 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from update" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from update" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from update" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from delete" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from delete" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from delete" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from delete" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from delete" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from delete" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from delete" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from delete" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from delete" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from delete" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from delete" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from delete" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from delete" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from delete" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from rm" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from rm" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from rm" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from rm" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from rm" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from rm" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from rm" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from rm" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from rm" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from rm" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from rm" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from rm" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from rm" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from rm" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from rm" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from rm" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from rm" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -f -a "list" -d 'List the event types a subscription triggers on'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -f -a "ls" -d 'List the event types a subscription triggers on'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -f -a "get" -d 'Show one source of a subscription'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -f -a "add" -d 'Add event types to a subscription'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -f -a "remove" -d 'Remove event types from a subscription'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -f -a "rm" -d 'Remove event types from a subscription'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from source" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from types" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from types" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from types" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from types" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from types" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from types" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from types" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from types" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from types" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from types" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from types" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from types" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from types" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from types" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from types" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from types" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from types" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create an event subscription'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show one event subscription'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from help" -f -a "list" -d 'List event subscriptions, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from help" -f -a "update" -d 'Change an event subscription; fields that are not given stay as they are'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete event subscriptions'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from help" -f -a "source" -d 'Manage the event types (sources) of a subscription one by one'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from help" -f -a "types" -d 'List the known event types, one per line'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand event-sub; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -f -a "create" -d 'Create an SSH certificate authority with a new key'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -f -a "import" -d 'Make an existing OpenSSH private key an SSH certificate authority (local store only)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -f -a "get" -d 'Show one SSH certificate authority, or only its public key line'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -f -a "list" -d 'List SSH certificate authorities, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -f -a "ls" -d 'List SSH certificate authorities, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -f -a "update" -d 'Change the description or metadata of an SSH certificate authority'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -f -a "delete" -d 'Delete SSH certificate authorities (refused while certificates they signed exist)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -f -a "rm" -d 'Delete SSH certificate authorities (refused while certificates they signed exist)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -f -a "krl" -d 'Write the OpenSSH key revocation list (KRL) of the certificates a CA revoked'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and not __fish_seen_subcommand_from create import get list ls update delete rm krl help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -l key-type -d 'Type of the CA\'s key [default: ed25519]' -r -f -a "ed25519\t''
ecdsa\t''
rsa\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -l curve -d 'Elliptic curve of an ecdsa key [default: p256]' -r -f -a "p256\t''
p384\t''
p521\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -l bits -d 'Size of an rsa key in bits: 2048, 3072 or 4096 [default: 4096]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -l description -d 'Human-readable purpose (at most 255 bytes)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -l metadata -d 'Machine-readable data of your own (at most 4096 bytes)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -l passphrase-file -d 'Keep the private key encrypted at rest with the passphrase on the first line of FILE (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead)' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -l from-file -d 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from import" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from import" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from import" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from import" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from import" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from import" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from import" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from import" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from import" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from import" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from import" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from import" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from import" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from import" -l private-key-file -d 'The OpenSSH private key to import (e.g. made with ssh-keygen; - for stdin)' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from import" -l passphrase-file -d 'Passphrase on the first line of FILE: decrypts an encrypted key, and keeps the key encrypted at rest (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead)' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from import" -l description -d 'Human-readable purpose (at most 255 bytes)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from import" -l metadata -d 'Machine-readable data of your own (at most 4096 bytes)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from import" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from import" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from import" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from import" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from get" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from get" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from get" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from get" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from get" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from get" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from get" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from get" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from get" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from get" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from get" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from get" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from get" -l known-hosts -d 'Print only the known_hosts line that trusts the CA\'s host certificates for host names matching PATTERN (e.g. \'*.example.com\'): @cert-authority PATTERN KEY' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from get" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from get" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from get" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from get" -l public-key -d 'Print only the public key line, as TrustedUserCAKeys takes it'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from list" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from list" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from list" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from list" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from list" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from list" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from list" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from list" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from list" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from list" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from list" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from list" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from list" -l limit -d 'Return at most this many items [default: all, following every page]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from list" -l before-id -d 'Start after this ID: only items older than it are listed' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from list" -l columns -d 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from list" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from ls" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from ls" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from ls" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from ls" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from ls" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from ls" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from ls" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from ls" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from ls" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from ls" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from ls" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from ls" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from ls" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from ls" -l limit -d 'Return at most this many items [default: all, following every page]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from ls" -l before-id -d 'Start after this ID: only items older than it are listed' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from ls" -l columns -d 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from ls" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from ls" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from ls" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from ls" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from update" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from update" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from update" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from update" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from update" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from update" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from update" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from update" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from update" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from update" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from update" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from update" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from update" -l description -d 'Human-readable purpose (at most 255 bytes)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from update" -l metadata -d 'Machine-readable data of your own (at most 4096 bytes)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from update" -l from-file -d 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from update" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from update" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from update" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from delete" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from delete" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from delete" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from delete" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from delete" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from delete" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from delete" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from delete" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from delete" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from delete" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from delete" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from delete" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from delete" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from delete" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from rm" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from rm" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from rm" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from rm" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from rm" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from rm" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from rm" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from rm" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from rm" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from rm" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from rm" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from rm" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from rm" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from rm" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from rm" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from rm" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from rm" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from krl" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from krl" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from krl" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from krl" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from krl" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from krl" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from krl" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from krl" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from krl" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from krl" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from krl" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from krl" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from krl" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from krl" -l output-file -d 'Write the KRL to FILE (replaced atomically, mode 0644) instead of stdout' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from krl" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from krl" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from krl" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from krl" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create an SSH certificate authority with a new key'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from help" -f -a "import" -d 'Make an existing OpenSSH private key an SSH certificate authority (local store only)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show one SSH certificate authority, or only its public key line'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from help" -f -a "list" -d 'List SSH certificate authorities, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from help" -f -a "update" -d 'Change the description or metadata of an SSH certificate authority'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete SSH certificate authorities (refused while certificates they signed exist)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from help" -f -a "krl" -d 'Write the OpenSSH key revocation list (KRL) of the certificates a CA revoked'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-ca; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -f -a "create" -d 'Issue an SSH user certificate for a public key, signed by a CA of the store'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -f -a "get" -d 'Show one SSH user certificate, and optionally write it to a file'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -f -a "list" -d 'List SSH user certificates, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -f -a "ls" -d 'List SSH user certificates, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -f -a "update" -d 'Change the description or metadata of an SSH user certificate'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -f -a "delete" -d 'Delete SSH user certificates (deleting does not revoke: see revoke)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -f -a "rm" -d 'Delete SSH user certificates (deleting does not revoke: see revoke)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -f -a "revoke" -d 'Revoke SSH user certificates: their CA\'s KRL lists them from then on'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -f -a "renew" -d 'Issue a new certificate like an existing one (same key, CA, principals, options), valid from now'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l ca-id -d 'The CA that signs the certificate (sshca_...) [default: on a terminal, pick one from a list]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l public-key-file -d 'File with the public key to certify, e.g. ~/.ssh/id_ed25519.pub (- for stdin)' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l public-key -d 'The public key to certify, as one OpenSSH line (TYPE BASE64 [COMMENT])' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l principal -d 'User name the holder may log in as (can be repeated) [default: none, so any user]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l critical-option -d 'Critical option: force-command=COMMAND or source-address=CIDR[,CIDR...] (can be repeated)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l extension -d 'Extension, e.g. permit-pty or name@example.com=value (can be repeated) [default: permit-pty and permit-user-rc]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l valid-after -d 'Start of the validity window, RFC 3339 (e.g. 2026-11-22T10:00:00Z) [default: now, less --backdate]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l valid-until -d 'End of the validity window, RFC 3339 [default: the default length after now]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l valid-for -d 'Length of the validity window, e.g. 30m, 8h or 7d: from --valid-after when given, else from now' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l backdate -d 'Without --valid-after, start the window this long before now, so that a server whose clock is a little behind accepts the certificate at once (0 turns it off)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l description -d 'Human-readable purpose (at most 255 bytes)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l metadata -d 'Machine-readable data of your own (at most 4096 bytes)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l write-cert -d 'Write the certificate to FILE with mode 0644, e.g. ~/.ssh/id_ed25519-cert.pub' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l ca-passphrase-file -d 'Passphrase of an encrypted CA on the first line of FILE (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead; on a terminal, tunnelctl asks)' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l from-file -d 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -l force -d 'Overwrite the file of --write-cert if it exists'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from get" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from get" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from get" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from get" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from get" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from get" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from get" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from get" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from get" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from get" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from get" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from get" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from get" -l write-cert -d 'Write the certificate to FILE with mode 0644, e.g. ~/.ssh/id_ed25519-cert.pub' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from get" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from get" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from get" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from get" -l force -d 'Overwrite the file of --write-cert if it exists'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from list" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from list" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from list" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from list" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from list" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from list" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from list" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from list" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from list" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from list" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from list" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from list" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from list" -l limit -d 'Return at most this many items [default: all, following every page]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from list" -l before-id -d 'Start after this ID: only items older than it are listed' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from list" -l columns -d 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from list" -l ca-id -d 'Only certificates signed by this CA; filtered client-side, as the API has no such filter (pages are read until --limit certificates match)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from list" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from list" -l revoked -d 'Only revoked certificates; filtered client-side, as the API has no such filter (pages are read until --limit certificates match)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from ls" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from ls" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from ls" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from ls" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from ls" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from ls" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from ls" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from ls" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from ls" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from ls" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from ls" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from ls" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from ls" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from ls" -l limit -d 'Return at most this many items [default: all, following every page]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from ls" -l before-id -d 'Start after this ID: only items older than it are listed' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from ls" -l columns -d 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from ls" -l ca-id -d 'Only certificates signed by this CA; filtered client-side, as the API has no such filter (pages are read until --limit certificates match)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from ls" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from ls" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from ls" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from ls" -l revoked -d 'Only revoked certificates; filtered client-side, as the API has no such filter (pages are read until --limit certificates match)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from ls" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from update" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from update" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from update" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from update" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from update" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from update" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from update" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from update" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from update" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from update" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from update" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from update" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from update" -l description -d 'Human-readable purpose (at most 255 bytes)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from update" -l metadata -d 'Machine-readable data of your own (at most 4096 bytes)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from update" -l from-file -d 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from update" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from update" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from update" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from delete" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from delete" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from delete" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from delete" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from delete" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from delete" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from delete" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from delete" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from delete" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from delete" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from delete" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from delete" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from delete" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from delete" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from rm" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from rm" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from rm" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from rm" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from rm" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from rm" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from rm" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from rm" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from rm" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from rm" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from rm" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from rm" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from rm" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from rm" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from rm" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from rm" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from rm" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from revoke" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from revoke" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from revoke" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from revoke" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from revoke" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from revoke" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from revoke" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from revoke" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from revoke" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from revoke" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from revoke" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from revoke" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from revoke" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from revoke" -l reason -d 'Why they are revoked (kept with the revocation, at most 255 bytes)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from revoke" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from revoke" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from revoke" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from revoke" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -l valid-for -d 'Length of the new validity window from now [default: as long as the old one\'s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -l backdate -d 'Without --valid-after, start the window this long before now, so that a server whose clock is a little behind accepts the certificate at once (0 turns it off)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -l write-cert -d 'Write the certificate to FILE with mode 0644, e.g. ~/.ssh/id_ed25519-cert.pub' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -l ca-passphrase-file -d 'Passphrase of an encrypted CA on the first line of FILE (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead; on a terminal, tunnelctl asks)' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -l revoke-old -d 'Revoke the old certificate once the new one is issued'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -l force -d 'Overwrite the file of --write-cert if it exists'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from renew" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from help" -f -a "create" -d 'Issue an SSH user certificate for a public key, signed by a CA of the store'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show one SSH user certificate, and optionally write it to a file'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from help" -f -a "list" -d 'List SSH user certificates, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from help" -f -a "update" -d 'Change the description or metadata of an SSH user certificate'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete SSH user certificates (deleting does not revoke: see revoke)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from help" -f -a "revoke" -d 'Revoke SSH user certificates: their CA\'s KRL lists them from then on'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from help" -f -a "renew" -d 'Issue a new certificate like an existing one (same key, CA, principals, options), valid from now'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-cert; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -f -a "create" -d 'Issue an SSH host certificate for a server\'s host key, signed by a CA of the store'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -f -a "get" -d 'Show one SSH host certificate, and optionally write it to a file'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -f -a "list" -d 'List SSH host certificates, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -f -a "ls" -d 'List SSH host certificates, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -f -a "update" -d 'Change the description or metadata of an SSH host certificate'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -f -a "delete" -d 'Delete SSH host certificates (deleting does not revoke: see revoke)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -f -a "rm" -d 'Delete SSH host certificates (deleting does not revoke: see revoke)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -f -a "revoke" -d 'Revoke SSH host certificates: their CA\'s KRL lists them from then on'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -f -a "renew" -d 'Issue a new certificate like an existing one (same key, CA, principals), valid from now'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and not __fish_seen_subcommand_from create get list ls update delete rm revoke renew help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l ca-id -d 'The CA that signs the certificate (sshca_...) [default: on a terminal, pick one from a list]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l public-key-file -d 'File with the public key to certify, e.g. ~/.ssh/id_ed25519.pub (- for stdin)' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l public-key -d 'The public key to certify, as one OpenSSH line (TYPE BASE64 [COMMENT])' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l principal -d 'Host name or address clients connect to (can be repeated) [default: none, so any host; dangerous]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l valid-after -d 'Start of the validity window, RFC 3339 (e.g. 2026-11-22T10:00:00Z) [default: now, less --backdate]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l valid-until -d 'End of the validity window, RFC 3339 [default: the default length after now]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l valid-for -d 'Length of the validity window, e.g. 30m, 8h or 7d: from --valid-after when given, else from now' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l backdate -d 'Without --valid-after, start the window this long before now, so that a server whose clock is a little behind accepts the certificate at once (0 turns it off)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l description -d 'Human-readable purpose (at most 255 bytes)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l metadata -d 'Machine-readable data of your own (at most 4096 bytes)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l write-cert -d 'Write the certificate to FILE with mode 0644, e.g. ~/.ssh/id_ed25519-cert.pub' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l ca-passphrase-file -d 'Passphrase of an encrypted CA on the first line of FILE (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead; on a terminal, tunnelctl asks)' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l from-file -d 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -l force -d 'Overwrite the file of --write-cert if it exists'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from get" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from get" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from get" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from get" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from get" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from get" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from get" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from get" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from get" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from get" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from get" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from get" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from get" -l write-cert -d 'Write the certificate to FILE with mode 0644, e.g. ~/.ssh/id_ed25519-cert.pub' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from get" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from get" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from get" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from get" -l force -d 'Overwrite the file of --write-cert if it exists'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from list" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from list" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from list" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from list" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from list" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from list" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from list" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from list" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from list" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from list" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from list" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from list" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from list" -l limit -d 'Return at most this many items [default: all, following every page]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from list" -l before-id -d 'Start after this ID: only items older than it are listed' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from list" -l columns -d 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from list" -l ca-id -d 'Only certificates signed by this CA; filtered client-side, as the API has no such filter (pages are read until --limit certificates match)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from list" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from list" -l revoked -d 'Only revoked certificates; filtered client-side, as the API has no such filter (pages are read until --limit certificates match)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from ls" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from ls" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from ls" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from ls" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from ls" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from ls" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from ls" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from ls" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from ls" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from ls" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from ls" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from ls" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from ls" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from ls" -l limit -d 'Return at most this many items [default: all, following every page]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from ls" -l before-id -d 'Start after this ID: only items older than it are listed' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from ls" -l columns -d 'Show these columns of the table, in this order, values whole (e.g. id,description,age; -o wide shows them all)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from ls" -l ca-id -d 'Only certificates signed by this CA; filtered client-side, as the API has no such filter (pages are read until --limit certificates match)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from ls" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from ls" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from ls" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from ls" -l revoked -d 'Only revoked certificates; filtered client-side, as the API has no such filter (pages are read until --limit certificates match)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from ls" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from update" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from update" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from update" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from update" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from update" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from update" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from update" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from update" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from update" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from update" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from update" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from update" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from update" -l description -d 'Human-readable purpose (at most 255 bytes)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from update" -l metadata -d 'Machine-readable data of your own (at most 4096 bytes)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from update" -l from-file -d 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from update" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from update" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from update" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from delete" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from delete" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from delete" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from delete" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from delete" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from delete" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from delete" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from delete" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from delete" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from delete" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from delete" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from delete" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from delete" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from delete" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from rm" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from rm" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from rm" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from rm" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from rm" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from rm" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from rm" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from rm" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from rm" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from rm" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from rm" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from rm" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from rm" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from rm" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from rm" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from rm" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from rm" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from revoke" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from revoke" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from revoke" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from revoke" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from revoke" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from revoke" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from revoke" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from revoke" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from revoke" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from revoke" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from revoke" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from revoke" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from revoke" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from revoke" -l reason -d 'Why they are revoked (kept with the revocation, at most 255 bytes)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from revoke" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from revoke" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from revoke" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from revoke" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -l valid-for -d 'Length of the new validity window from now [default: as long as the old one\'s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -l backdate -d 'Without --valid-after, start the window this long before now, so that a server whose clock is a little behind accepts the certificate at once (0 turns it off)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -l write-cert -d 'Write the certificate to FILE with mode 0644, e.g. ~/.ssh/id_ed25519-cert.pub' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -l ca-passphrase-file -d 'Passphrase of an encrypted CA on the first line of FILE (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead; on a terminal, tunnelctl asks)' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -l revoke-old -d 'Revoke the old certificate once the new one is issued'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -l force -d 'Overwrite the file of --write-cert if it exists'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from renew" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from help" -f -a "create" -d 'Issue an SSH host certificate for a server\'s host key, signed by a CA of the store'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show one SSH host certificate, and optionally write it to a file'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from help" -f -a "list" -d 'List SSH host certificates, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from help" -f -a "update" -d 'Change the description or metadata of an SSH host certificate'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete SSH host certificates (deleting does not revoke: see revoke)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from help" -f -a "revoke" -d 'Revoke SSH host certificates: their CA\'s KRL lists them from then on'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from help" -f -a "renew" -d 'Issue a new certificate like an existing one (same key, CA, principals), valid from now'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand ssh-host-cert; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand apply" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand apply" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand apply" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand apply" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand apply" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand apply" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand apply" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand apply" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand apply" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand apply" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand apply" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand apply" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand apply" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand apply" -s f -l filename -d 'Manifest file, directory of .yaml/.yml/.json files, or - for stdin (can be repeated)' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand apply" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand apply" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand apply" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand apply" -l prune -d 'Also delete the resources apply manages (they carry its name) that no manifest declares; at a terminal, asks once, listing them. Resources made by hand are never deleted'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand apply" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand diff" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand diff" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand diff" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand diff" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand diff" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand diff" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand diff" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand diff" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand diff" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand diff" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand diff" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand diff" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand diff" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand diff" -s f -l filename -d 'Manifest file, directory of .yaml/.yml/.json files, or - for stdin (can be repeated)' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand diff" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand diff" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand diff" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand diff" -l prune -d 'Also show the deletions `apply --prune` would make'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand diff" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand manifest" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand manifest" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand manifest" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand manifest" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand manifest" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand manifest" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand manifest" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand manifest" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand manifest" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand manifest" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand manifest" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand manifest" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand manifest" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand manifest" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand manifest" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand manifest" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand manifest" -l all -d 'Also the resources made by hand, each with its `id:` and a name made from it: applying the manifest adopts them'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand manifest" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand api" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand api" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand api" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand api" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand api" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand api" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand api" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand api" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand api" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand api" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand api" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand api" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand api" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand api" -l input -d 'Request body as a JSON or YAML file (- for stdin); sent as JSON' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand api" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand api" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand api" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand api" -l paginate -d 'For a GET of a list: follow next_page_uri and print one merged list object'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand api" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and not __fish_seen_subcommand_from show profiles help" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and not __fish_seen_subcommand_from show profiles help" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and not __fish_seen_subcommand_from show profiles help" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and not __fish_seen_subcommand_from show profiles help" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and not __fish_seen_subcommand_from show profiles help" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and not __fish_seen_subcommand_from show profiles help" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and not __fish_seen_subcommand_from show profiles help" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and not __fish_seen_subcommand_from show profiles help" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and not __fish_seen_subcommand_from show profiles help" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and not __fish_seen_subcommand_from show profiles help" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and not __fish_seen_subcommand_from show profiles help" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and not __fish_seen_subcommand_from show profiles help" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and not __fish_seen_subcommand_from show profiles help" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and not __fish_seen_subcommand_from show profiles help" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and not __fish_seen_subcommand_from show profiles help" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and not __fish_seen_subcommand_from show profiles help" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and not __fish_seen_subcommand_from show profiles help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and not __fish_seen_subcommand_from show profiles help" -f -a "show" -d 'Show the settings in effect and where each came from (secrets masked)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and not __fish_seen_subcommand_from show profiles help" -f -a "profiles" -d 'List the profiles of the config file'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and not __fish_seen_subcommand_from show profiles help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from show" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from show" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from show" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from show" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from show" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from show" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from show" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from show" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from show" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from show" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from show" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from show" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from show" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from show" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from show" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from show" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from profiles" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from profiles" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from profiles" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from profiles" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from profiles" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from profiles" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from profiles" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from profiles" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from profiles" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from profiles" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from profiles" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from profiles" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from profiles" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from profiles" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from profiles" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from profiles" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from profiles" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show the settings in effect and where each came from (secrets masked)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "profiles" -d 'List the profiles of the config file'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -f -a "check" -d 'Check that every record reads and every index matches the records'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -f -a "export" -d 'Write the whole store as one JSON document on stdout'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -f -a "import" -d 'Fill an empty store from a document that `store export` wrote'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -f -a "repair" -d 'Open a store that cannot be opened: keep a copy, set aside what does not read, check the rest'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -f -a "close" -d 'End the background process that --keep-open started to keep the store open'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and not __fish_seen_subcommand_from check export import repair close help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from check" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from check" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from check" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from check" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from check" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from check" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from check" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from check" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from check" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from check" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from check" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from check" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from check" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from check" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from check" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from check" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from check" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from export" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from export" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from export" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from export" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from export" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from export" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from export" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from export" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from export" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from export" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from export" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from export" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from export" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from export" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from export" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from export" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from export" -l include-private-keys -d 'Include the private keys of SSH CAs and SAML request-signing keys, exactly as stored (a CA encrypted at rest stays encrypted); without it they are left out and stderr says so'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from export" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from import" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from import" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from import" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from import" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from import" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from import" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from import" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from import" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from import" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from import" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from import" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from import" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from import" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from import" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from import" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from import" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from import" -l allow-missing-private-keys -d 'Import SSH CAs and SAML modules whose private key the export left out; such CAs cannot sign'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from import" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from repair" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from repair" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from repair" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from repair" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from repair" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from repair" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from repair" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from repair" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from repair" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from repair" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from repair" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from repair" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from repair" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from repair" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from repair" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from repair" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from repair" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from close" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from close" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from close" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from close" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from close" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from close" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from close" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from close" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from close" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from close" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from close" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from close" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from close" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from close" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from close" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from close" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from close" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from help" -f -a "check" -d 'Check that every record reads and every index matches the records'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from help" -f -a "export" -d 'Write the whole store as one JSON document on stdout'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from help" -f -a "import" -d 'Fill an empty store from a document that `store export` wrote'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from help" -f -a "repair" -d 'Open a store that cannot be opened: keep a copy, set aside what does not read, check the rest'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from help" -f -a "close" -d 'End the background process that --keep-open started to keep the store open'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand store; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand completions" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand completions" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand completions" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand completions" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand completions" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand completions" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand completions" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand completions" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand completions" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand completions" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand completions" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand completions" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand completions" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand completions" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand completions" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand completions" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand completions" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand version" -s o -l output -d 'Output format of results on stdout [default: table]' -r -f -a "table\t'Aligned columns for people (lists: one row per item; single resources: field/value rows)'
wide\t'Like table; lists show every column, values whole, as kubectl\'s -o wide'
json\t'The API\'s JSON body, unchanged'
yaml\t'The API\'s body as YAML'
id\t'Only IDs, one per line (of a list\'s items, or of the resource), for `xargs` pipelines'"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand version" -l jq -d 'Filter the JSON result through a jq expression (e.g. \'.tcp_edges[].id\'): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand version" -l store -d 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand version" -l api-url -d 'Send requests to this API endpoint instead of using the embedded store (remote mode)' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand version" -l api-key -d 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile\'s api_key_file' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand version" -l api-key-file -d 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve\'s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]' -r -F
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand version" -l connect-timeout -d 'Remote mode: how long to wait for a connection [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand version" -l timeout -d 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl\'s --max-time (time at a prompt does not count) [default: 60s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand version" -l retries -d 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand version" -l lock-timeout -d 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand version" -l keep-open -d 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand version" -l profile -d 'Profile of the config file to use [default: the file\'s default_profile]' -r
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand version" -l color -d 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand version" -s y -l yes -d 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand version" -s q -l quiet -d 'Print no status messages on stderr (errors are still printed)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand version" -l dry-run -d 'Try what would change something and write nothing (locally: run and roll back)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand version" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and not __fish_seen_subcommand_from tcp-edge serve session agent route tls-termination event-sub ssh-ca ssh-cert ssh-host-cert apply diff manifest api config store completions version help" -f -a "tcp-edge" -d 'Manage TCP edges: public TCP listeners with optional modules'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and not __fish_seen_subcommand_from tcp-edge serve session agent route tls-termination event-sub ssh-ca ssh-cert ssh-host-cert apply diff manifest api config store completions version help" -f -a "serve" -d 'Serve the embedded store over the HTTP API (for SDKs, other tools and teams)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and not __fish_seen_subcommand_from tcp-edge serve session agent route tls-termination event-sub ssh-ca ssh-cert ssh-host-cert apply diff manifest api config store completions version help" -f -a "session" -d 'List online tunnel sessions; restart, stop or update their agents'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and not __fish_seen_subcommand_from tcp-edge serve session agent route tls-termination event-sub ssh-ca ssh-cert ssh-host-cert apply diff manifest api config store completions version help" -f -a "agent" -d 'Emulate agents: bring them online and manage the releases they update to'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and not __fish_seen_subcommand_from tcp-edge serve session agent route tls-termination event-sub ssh-ca ssh-cert ssh-host-cert apply diff manifest api config store completions version help" -f -a "route" -d 'Manage the modules of HTTPS edge routes: SAML sign-in and compression'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and not __fish_seen_subcommand_from tcp-edge serve session agent route tls-termination event-sub ssh-ca ssh-cert ssh-host-cert apply diff manifest api config store completions version help" -f -a "tls-termination" -d 'Manage the TLS termination module of TLS edges'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and not __fish_seen_subcommand_from tcp-edge serve session agent route tls-termination event-sub ssh-ca ssh-cert ssh-host-cert apply diff manifest api config store completions version help" -f -a "event-sub" -d 'Manage event subscriptions: which event types are sent to which event destinations'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and not __fish_seen_subcommand_from tcp-edge serve session agent route tls-termination event-sub ssh-ca ssh-cert ssh-host-cert apply diff manifest api config store completions version help" -f -a "ssh-ca" -d 'Manage SSH certificate authorities: the keys that sign certificates, and their KRLs'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and not __fish_seen_subcommand_from tcp-edge serve session agent route tls-termination event-sub ssh-ca ssh-cert ssh-host-cert apply diff manifest api config store completions version help" -f -a "ssh-cert" -d 'Issue, revoke and renew SSH user certificates'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and not __fish_seen_subcommand_from tcp-edge serve session agent route tls-termination event-sub ssh-ca ssh-cert ssh-host-cert apply diff manifest api config store completions version help" -f -a "ssh-host-cert" -d 'Issue, revoke and renew SSH host certificates'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and not __fish_seen_subcommand_from tcp-edge serve session agent route tls-termination event-sub ssh-ca ssh-cert ssh-host-cert apply diff manifest api config store completions version help" -f -a "apply" -d 'Make what exists match manifest files (YAML or JSON)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and not __fish_seen_subcommand_from tcp-edge serve session agent route tls-termination event-sub ssh-ca ssh-cert ssh-host-cert apply diff manifest api config store completions version help" -f -a "diff" -d 'Show what apply would change, field by field; exit 8 when something differs'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and not __fish_seen_subcommand_from tcp-edge serve session agent route tls-termination event-sub ssh-ca ssh-cert ssh-host-cert apply diff manifest api config store completions version help" -f -a "manifest" -d 'Print what exists as a manifest that applies back unchanged'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and not __fish_seen_subcommand_from tcp-edge serve session agent route tls-termination event-sub ssh-ca ssh-cert ssh-host-cert apply diff manifest api config store completions version help" -f -a "api" -d 'Send a raw API request through the active transport and print the response body'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and not __fish_seen_subcommand_from tcp-edge serve session agent route tls-termination event-sub ssh-ca ssh-cert ssh-host-cert apply diff manifest api config store completions version help" -f -a "config" -d 'Show the configuration in effect and the profiles of the config file'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and not __fish_seen_subcommand_from tcp-edge serve session agent route tls-termination event-sub ssh-ca ssh-cert ssh-host-cert apply diff manifest api config store completions version help" -f -a "store" -d 'Check, export and import the embedded store as a whole (not with --api-url)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and not __fish_seen_subcommand_from tcp-edge serve session agent route tls-termination event-sub ssh-ca ssh-cert ssh-host-cert apply diff manifest api config store completions version help" -f -a "completions" -d 'Print a shell completion script'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and not __fish_seen_subcommand_from tcp-edge serve session agent route tls-termination event-sub ssh-ca ssh-cert ssh-host-cert apply diff manifest api config store completions version help" -f -a "version" -d 'Show the version, commit, build date and target (and under --api-url the server\'s version)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and not __fish_seen_subcommand_from tcp-edge serve session agent route tls-termination event-sub ssh-ca ssh-cert ssh-host-cert apply diff manifest api config store completions version help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from tcp-edge" -f -a "create" -d 'Create a TCP edge'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from tcp-edge" -f -a "get" -d 'Show one TCP edge'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from tcp-edge" -f -a "list" -d 'List TCP edges, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from tcp-edge" -f -a "update" -d 'Change a TCP edge; fields and modules that are not given stay as they are'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from tcp-edge" -f -a "delete" -d 'Delete TCP edges'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from session" -f -a "list" -d 'List online tunnel sessions, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from session" -f -a "get" -d 'Show one tunnel session'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from session" -f -a "restart" -d 'Restart the agent of a session'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from session" -f -a "stop" -d 'Stop the agent of a session; the session goes offline'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from session" -f -a "update" -d 'Update the agent of a session to the newest release of its major version'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from agent" -f -a "connect" -d 'Bring an emulated agent online and print its tunnel session'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from agent" -f -a "release" -d 'Manage the agent releases the emulator knows (what `session update` can move to)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from route" -f -a "saml" -d 'Manage the SAML module of a route: users sign in at your identity provider (IdP)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from route" -f -a "compression" -d 'Manage the compression module of a route'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from tls-termination" -f -a "get" -d 'Show a TLS edge\'s TLS termination module'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from tls-termination" -f -a "replace" -d 'Set a TLS edge\'s TLS termination module; every field that is not given takes its default'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from tls-termination" -f -a "delete" -d 'Remove a TLS edge\'s TLS termination module'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from event-sub" -f -a "create" -d 'Create an event subscription'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from event-sub" -f -a "get" -d 'Show one event subscription'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from event-sub" -f -a "list" -d 'List event subscriptions, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from event-sub" -f -a "update" -d 'Change an event subscription; fields that are not given stay as they are'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from event-sub" -f -a "delete" -d 'Delete event subscriptions'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from event-sub" -f -a "source" -d 'Manage the event types (sources) of a subscription one by one'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from event-sub" -f -a "types" -d 'List the known event types, one per line'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from ssh-ca" -f -a "create" -d 'Create an SSH certificate authority with a new key'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from ssh-ca" -f -a "import" -d 'Make an existing OpenSSH private key an SSH certificate authority (local store only)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from ssh-ca" -f -a "get" -d 'Show one SSH certificate authority, or only its public key line'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from ssh-ca" -f -a "list" -d 'List SSH certificate authorities, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from ssh-ca" -f -a "update" -d 'Change the description or metadata of an SSH certificate authority'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from ssh-ca" -f -a "delete" -d 'Delete SSH certificate authorities (refused while certificates they signed exist)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from ssh-ca" -f -a "krl" -d 'Write the OpenSSH key revocation list (KRL) of the certificates a CA revoked'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from ssh-cert" -f -a "create" -d 'Issue an SSH user certificate for a public key, signed by a CA of the store'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from ssh-cert" -f -a "get" -d 'Show one SSH user certificate, and optionally write it to a file'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from ssh-cert" -f -a "list" -d 'List SSH user certificates, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from ssh-cert" -f -a "update" -d 'Change the description or metadata of an SSH user certificate'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from ssh-cert" -f -a "delete" -d 'Delete SSH user certificates (deleting does not revoke: see revoke)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from ssh-cert" -f -a "revoke" -d 'Revoke SSH user certificates: their CA\'s KRL lists them from then on'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from ssh-cert" -f -a "renew" -d 'Issue a new certificate like an existing one (same key, CA, principals, options), valid from now'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from ssh-host-cert" -f -a "create" -d 'Issue an SSH host certificate for a server\'s host key, signed by a CA of the store'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from ssh-host-cert" -f -a "get" -d 'Show one SSH host certificate, and optionally write it to a file'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from ssh-host-cert" -f -a "list" -d 'List SSH host certificates, newest first'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from ssh-host-cert" -f -a "update" -d 'Change the description or metadata of an SSH host certificate'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from ssh-host-cert" -f -a "delete" -d 'Delete SSH host certificates (deleting does not revoke: see revoke)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from ssh-host-cert" -f -a "revoke" -d 'Revoke SSH host certificates: their CA\'s KRL lists them from then on'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from ssh-host-cert" -f -a "renew" -d 'Issue a new certificate like an existing one (same key, CA, principals), valid from now'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "show" -d 'Show the settings in effect and where each came from (secrets masked)'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "profiles" -d 'List the profiles of the config file'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from store" -f -a "check" -d 'Check that every record reads and every index matches the records'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from store" -f -a "export" -d 'Write the whole store as one JSON document on stdout'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from store" -f -a "import" -d 'Fill an empty store from a document that `store export` wrote'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from store" -f -a "repair" -d 'Open a store that cannot be opened: keep a copy, set aside what does not read, check the rest'
complete -c tunnelctl -n "__fish_tunnelctl_using_subcommand help; and __fish_seen_subcommand_from store" -f -a "close" -d 'End the background process that --keep-open started to keep the store open'

# Dynamic completion of IDs, profile names and event types (tunnelctl __complete).
complete -c tunnelctl -f -a '(tunnelctl __complete -- (commandline -opc) (commandline -ct) 2>/dev/null)'
