package io.zlayout.report.site;

import io.zlayout.emit.Emitters;
import io.zlayout.emit.StorageCommands;
import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.pipeline.Pipeline;
import io.zlayout.plan.Plan;
import io.zlayout.plan.StorageChanges;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The Actions list (the workbook's sheet and the page's section) holds every team's actions in the order to apply. */
class ActionItemsTest {

    @Test
    void storageAndSanActionsComeFirstWithTheScriptsOwnCommandsThenEachGuestsFiles() throws Exception {
        // given the storage fixture site's plan and the files it writes, by guest
        Site site = SiteAssembler.assemble(ReaderCatalog.loader(Map.of())
                .load(List.of(Path.of("src/test/resources/io/zlayout/plan/storage-site"))));
        Plan plan = Pipeline.plan(site);
        Map<String, List<String>> files = new java.util.TreeMap<>();
        for (String f : Emitters.paths(plan)) {
            if (f.startsWith("guests/")) {
                String folder = f.split("/")[1];
                plan.guests().stream().filter(g -> Emitters.guestFolder(g.guest()).equals(folder)).findFirst()
                        .ifPresent(g -> files.computeIfAbsent(g.guest(), k -> new ArrayList<>()).add(f));
            }
        }
        // when the actions are listed
        List<ActionItems.Action> actions = ActionItems.of(plan, files);

        // then the storage team's rows are the DSCLI script's commands with their rollbacks, in its order
        List<String> storage = actions.stream().filter(a -> a.team().equals("storage")).map(ActionItems.Action::command)
                .toList();
        List<String> expected = new ArrayList<>();
        for (StorageChanges.ImageChanges i : plan.storage().images()) {
            i.actions().forEach(a -> expected.add(StorageCommands.command(i.image(), a)));
        }
        assertThat(storage).isEqualTo(expected).isNotEmpty();
        assertThat(actions).filteredOn(a -> a.team().equals("storage")).allMatch(a -> !a.rollback().isEmpty());
        // and the SAN team's zones to add, then z/VM, then Linux: the steps never go back
        assertThat(actions).extracting(ActionItems.Action::team).contains("SAN", "z/VM", "Linux");
        for (int i = 1; i < actions.size(); i++) {
            assertThat(actions.get(i).step()).isGreaterThanOrEqualTo(actions.get(i - 1).step());
        }
        assertThat(actions).filteredOn(a -> a.team().equals("SAN")).extracting(ActionItems.Action::command)
                .allMatch(c -> c.startsWith("zonecreate \""));
        // and no plan, no action
        assertThat(ActionItems.of(null, Map.of())).isEmpty();
    }
}
