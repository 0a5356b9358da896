//! A CA policy's rules for values (issue 59, item 3; API-NOTES "Policy rules for values"): the
//! networks every `source-address` entry must fall inside, the commands `force-command` may
//! hold, and how far ahead of now a certificate may start. A rule left out is no rule; an empty
//! list of values allows none.

use std::collections::BTreeMap;

use time::OffsetDateTime;

use super::cidr;
use super::ssh_ca_policy::SshCaPolicy;
use crate::clock;
use crate::values::seconds_text;

impl SshCaPolicy {
    /// The rules of the option values: networks that read, commands that are commands, and no
    /// required option whose every value is refused.
    pub(super) fn validate_values(&self) -> Result<(), String> {
        for (i, network) in self.allowed_source_addresses.iter().flatten().enumerate() {
            cidr::parse(network)
                .map_err(|rule| format!("allowed_source_addresses[{i}]: {network:?} {rule}"))?;
        }
        for (i, command) in self.allowed_force_commands.iter().flatten().enumerate() {
            if command.trim().is_empty() || command.chars().any(char::is_control) {
                return Err(format!(
                    "allowed_force_commands[{i}] must be a command, neither blank nor holding \
                     control characters; got {command:?}"
                ));
            }
        }
        for (option, field, values) in [
            (
                "source-address",
                "allowed_source_addresses",
                &self.allowed_source_addresses,
            ),
            (
                "force-command",
                "allowed_force_commands",
                &self.allowed_force_commands,
            ),
        ] {
            let mut required = self.required_critical_options.iter().flatten();
            if values.as_ref().is_some_and(Vec::is_empty) && required.any(|n| n == option) {
                return Err(format!(
                    "required_critical_options: {option} is required but {field} is empty, \
                     which allows no value of it, so no certificate could be signed"
                ));
            }
        }
        Ok(())
    }

    /// The first critical option value outside the policy's rules for values: the rule, the
    /// value, what is wrong and what to do.
    pub(super) fn refused_option_value(
        &self,
        options: &BTreeMap<String, String>,
    ) -> Option<(&'static str, String, String, String)> {
        let allowed_text = |list: &[String]| match list.is_empty() {
            true => "the policy allows none".to_string(),
            false => format!("allowed: {}", list.join(", ")),
        };
        if let (Some(allowed), Some(list)) = (
            &self.allowed_source_addresses,
            options.get("source-address"),
        ) {
            // Signing parsed the list; an entry that does not read is outside every network.
            let networks: Vec<_> = allowed.iter().filter_map(|n| cidr::parse(n).ok()).collect();
            let outside = list.split(',').find(|entry| {
                !cidr::parse(entry).is_ok_and(|e| networks.iter().any(|n| n.contains(&e)))
            });
            if let Some(entry) = outside {
                return Some((
                    "allowed_source_addresses",
                    entry.to_string(),
                    format!(
                        "allowed_source_addresses: source-address {entry} is not inside the \
                         allowed networks ({})",
                        allowed_text(allowed)
                    ),
                    "give addresses inside them (--critical-option source-address=CIDR,...)"
                        .to_string(),
                ));
            }
        }
        if let (Some(allowed), Some(command)) =
            (&self.allowed_force_commands, options.get("force-command"))
        {
            if !allowed.contains(command) {
                return Some((
                    "allowed_force_commands",
                    command.clone(),
                    format!(
                        "allowed_force_commands: force-command {command:?} is not one of the \
                         allowed commands ({})",
                        allowed_text(allowed)
                    ),
                    "give an allowed command exactly as the policy lists it".to_string(),
                ));
            }
        }
        None
    }

    /// The seconds ahead of `now` that a certificate starting at `valid_after` would start, and
    /// what is wrong, when that is further than the policy allows.
    pub(super) fn refused_start(
        &self,
        valid_after: OffsetDateTime,
        now: OffsetDateTime,
    ) -> Option<(i64, String)> {
        let ahead = (valid_after - now).whole_seconds();
        let max = self.max_start_ahead.filter(|max| ahead > *max as i64)?;
        Some((
            ahead,
            format!(
                "max_start_ahead: the certificate would start at {}, {} after now, later than {}",
                clock::format_time(valid_after),
                seconds_text(ahead as u64),
                seconds_text(max)
            ),
        ))
    }
}
